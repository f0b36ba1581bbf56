import { useInput, useTranslate } from 'react-admin';
import { DatumFeld } from '../ui/DatumFeld';

export type DatumFilterInputProps = { source: string; label: string; alwaysOn?: boolean };

/** A date filter on the portal's date field (dd.MM.yyyy); the value travels as yyyy-MM-dd. A faulty day keeps the last filter. */
export const DatumFilterInput = ({ source, label }: DatumFilterInputProps) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <DatumFeld
      label={translate(label)}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(wert, fehler) => fehler === null && field.onChange(wert ?? '')}
      size="small"
      variant="filled"
      fullWidth={false}
      sx={{ width: 170 }}
      clearable
    />
  );
};
