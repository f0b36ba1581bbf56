import { Box, FormHelperText, Toolbar } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { SaveButton, useRecordContext, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';

export type SpeichernLeisteProps = {
  /** The required fields: source → label key, in the order of the form (they carry `isRequired` there). */
  pflichtfelder?: Readonly<Record<string, string>>;
  /** A text of its own for the save button (the default is "Speichern"). */
  label?: string;
  /** Secondary actions on the right, e.g. the outlined delete button. */
  children?: ReactNode;
};

const leer = (wert: unknown): boolean =>
  wert === undefined || wert === null || (typeof wert === 'string' && wert.trim() === '') || (Array.isArray(wert) && wert.length === 0);

/**
 * The one save toolbar of the portal's forms (issue 19): one save button style, and while it
 * cannot save (nothing changed yet) it says why below it: the missing required fields by name, or
 * that there is nothing to save.
 */
export const SpeichernLeiste = ({ pflichtfelder = {}, label, children }: SpeichernLeisteProps) => {
  const translate = useTranslate();
  const hinweisId = useId();
  const felder = Object.keys(pflichtfelder);
  const werte = useWatch({ name: felder }) as unknown[];
  const { isDirty, isSubmitting } = useFormState();
  // A create form has no record id yet: there is nothing "changed", only a form still to fill in.
  const neu = useRecordContext()?.id === undefined;
  const fehlend = felder.filter((_, i) => leer(werte[i])).map((feld) => translate(pflichtfelder[feld] ?? feld));
  // react-admin's save button is disabled while nothing has changed: say why, naming what is still missing.
  const gesperrt = !isDirty && !isSubmitting;
  const hinweis = !gesperrt
    ? null
    : fehlend.length > 0
      ? translate('ui.pflichtfelderFehlen', { felder: fehlend.join(', ') })
      : translate(neu ? 'ui.formularLeer' : 'ui.keineAenderungen');
  return (
    <Toolbar sx={{ justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, py: 1 }}>
      <Box>
        <SaveButton label={label} variant="contained" aria-describedby={hinweis ? hinweisId : undefined} />
        {hinweis && <FormHelperText id={hinweisId}>{hinweis}</FormHelperText>}
      </Box>
      {children}
    </Toolbar>
  );
};
