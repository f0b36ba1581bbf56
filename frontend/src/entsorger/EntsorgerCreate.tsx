import { entsorgerFuerErzeugerAnlegenSchema } from '@abfallportal/common/entsorger';
import { Typography } from '@mui/material';
import { Create, SimpleForm, TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { usePageTitle } from '../layout/usePageTitle';
import { feldFehler } from '../ui/feldFehler';
import { EntsorgerFelder } from './EntsorgerFelder';
import { entsorgerPaths } from './entsorgerPaths';
import { EntsorgerSuche } from './EntsorgerSuche';
import { useErzeugerId } from '../session/useErzeugerId';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

/** The fields of a new disposer, only while none was picked in the search. */
const NeuerEntsorger = () => {
  const translate = useTranslate();
  const gewaehlt = useWatch({ name: 'entsorgerMandantId' }) as number | null | undefined;
  if (gewaehlt) return null;
  return (
    <>
      <Typography variant="subtitle1" component="h2">
        {translate('entsorger.neuAnlegen')}
      </Typography>
      <EntsorgerFelder />
    </>
  );
};

/** /erzeuger/:erzeugerId/entsorger/neu: link an existing disposer or create one, with the customer number (spec § 2). */
export const EntsorgerCreate = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('entsorger.neu');
  usePageTitle(titel);
  if (erzeugerId === undefined) return null;
  // The form checks with the server's schema, so both show the same German messages.
  const validate = (values: Record<string, unknown>) => {
    const result = entsorgerFuerErzeugerAnlegenSchema.safeParse({ ...values, erzeugerId });
    return result.success ? {} : feldFehler(result.error);
  };
  return (
    <Create
      resource={entsorgerPaths.resource}
      title={titel}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => ({ ...data, erzeugerId })}
      redirect={() => entsorgerPaths.list(erzeugerId)}
    >
      <SimpleForm toolbar={<SpeichernLeiste />} validate={validate} defaultValues={{ entsorgerMandantId: null }}>
        <EntsorgerSuche erzeugerId={erzeugerId} />
        <TextInput source="kundennummer" label="entsorger.feld.kundennummer" isRequired helperText="entsorger.feld.kundennummerHilfe" />
        <NeuerEntsorger />
      </SimpleForm>
    </Create>
  );
};
