import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { isValid } from 'date-fns';
import { useInput, useTranslate } from 'react-admin';
import { datumVonIso, isoVonDatum } from '../format/datumsauswahl';

export type DatumInputProps = { source: string; label: string; helperText?: string };

/**
 * A form date with the German date picker (dd.MM.yyyy, spec § 9); the value travels as yyyy-MM-dd,
 * an empty field as null. The browser's own date field would show the browser's language instead.
 */
export const DatumInput = ({ source, label, helperText }: DatumInputProps) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const wert = datumVonIso(typeof field.value === 'string' ? field.value : null);
  const fehler = fieldState.error?.message;
  return (
    <DatePicker
      label={translate(label)}
      format="dd.MM.yyyy"
      value={wert}
      onChange={(datum) => field.onChange(datum && isValid(datum) ? isoVonDatum(datum) : null)}
      slotProps={{
        textField: {
          fullWidth: true,
          onBlur: field.onBlur,
          error: fehler !== undefined,
          helperText: fehler ? translate(fehler, { _: fehler }) : helperText ? translate(helperText) : ' ',
        },
        field: { clearable: true },
      }}
    />
  );
};
