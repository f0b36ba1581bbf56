import { useRef } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { DatumFeld } from '../ui/DatumFeld';

export type DatumInputProps = { source: string; label: string; helperText?: string };

/** A react-admin form date on the portal's date field (dd.MM.yyyy); the value travels as yyyy-MM-dd, an empty field as null. */
export const DatumInput = ({ source, label, helperText }: DatumInputProps) => {
  const translate = useTranslate();
  // The field's own fault (no day, out of bounds) stops the form like any other validator.
  const eigenerFehler = useRef<string | null>(null);
  const { field, fieldState } = useInput({ source, validate: () => eigenerFehler.current ?? undefined });
  const fehler = fieldState.error?.message;
  return (
    <DatumFeld
      label={translate(label)}
      value={typeof field.value === 'string' ? field.value : null}
      onChange={(wert, meldung) => {
        eigenerFehler.current = meldung;
        field.onChange(wert);
      }}
      onBlur={field.onBlur}
      fullWidth
      clearable
      error={fehler !== undefined}
      helperText={fehler ? translate(fehler, { _: fehler }) : helperText ? translate(helperText) : ' '}
    />
  );
};
