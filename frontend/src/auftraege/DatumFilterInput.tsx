import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useInput, useTranslate } from 'react-admin';
import { datumVonIso, isoVonDatum } from '../format/datumsauswahl';

export type DatumFilterInputProps = { source: string; label: string; alwaysOn?: boolean };

/** A date filter with the German date picker (dd.MM.yyyy); the value travels as yyyy-MM-dd. */
export const DatumFilterInput = ({ source, label }: DatumFilterInputProps) => {
  const translate = useTranslate();
  const { field } = useInput({ source });
  return (
    <DatePicker
      label={translate(label)}
      format="dd.MM.yyyy"
      value={datumVonIso(typeof field.value === 'string' ? field.value : null)}
      onChange={(datum) => field.onChange(datum && isValid(datum) ? isoVonDatum(datum) : '')}
      slotProps={{ textField: { size: 'small', variant: 'filled', sx: { width: 170 } }, field: { clearable: true } }}
    />
  );
};
