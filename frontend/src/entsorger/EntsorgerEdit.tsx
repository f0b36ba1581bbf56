import { entsorgerFuerErzeugerAendernSchema, type EntsorgerFuerErzeuger } from '@abfallportal/common/entsorger';
import { can } from '@abfallportal/common/permissions';
import { Alert, Stack, Typography } from '@mui/material';
import { Edit, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { feldFehler } from '../ui/feldFehler';
import { DatenabfrageButton } from './EntsorgerAktionen';
import { EntsorgerFelder } from './EntsorgerFelder';
import { entsorgerPaths } from './entsorgerPaths';
import { formatDatumZeit } from '../format/format';
import { useErzeugerId } from '../session/useErzeugerId';

const validate = (values: Record<string, unknown>) => {
  const result = entsorgerFuerErzeugerAendernSchema.safeParse(values);
  return result.success ? {} : feldFehler(result.error);
};

/** Approved disposers are shared master data: only support changes them, the producer its customer number. */
const Felder = ({ staff }: { staff: boolean }) => {
  const translate = useTranslate();
  const e = useRecordContext<EntsorgerFuerErzeuger>();
  if (!e) return null;
  const nurLesen = !staff && !e.eigenerEntwurf;
  return (
    <>
      {!e.freigegeben && <Alert severity="info">{translate('entsorger.hinweisNichtFreigegeben')}</Alert>}
      <TextInput source="kundennummer" label="entsorger.feld.kundennummer" isRequired />
      <EntsorgerFelder nurLesen={nurLesen} />
      {nurLesen && <Typography variant="body2">{translate('entsorger.hinweisNurSupport')}</Typography>}
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mt: 2 }}>
        <Typography variant="body2">
          {e.letzteDatenabfrage
            ? translate('entsorger.datenabfrage.zuletzt', { zeitpunkt: formatDatumZeit(e.letzteDatenabfrage) })
            : translate('entsorger.datenabfrage.nie')}
        </Typography>
        <DatenabfrageButton />
      </Stack>
    </>
  );
};

/** /erzeuger/:erzeugerId/entsorger/:id (id = the producer's link, kundennummerId). */
export const EntsorgerEdit = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const erzeugerId = useErzeugerId();
  const { data } = useBenutzerInfo();
  const staff = data?.status === 'angemeldet' && can(data.info.permissions, 'VIEW_ALL_ENTSORGER');
  const titel = translate('entsorger.bearbeiten');
  usePageTitle(titel);
  if (id === undefined) return null;
  return (
    <Edit
      resource={entsorgerPaths.resource}
      id={id}
      title={titel}
      mutationMode="pessimistic"
      redirect={() => entsorgerPaths.list(erzeugerId)}
    >
      <SimpleForm validate={validate}>
        <Felder staff={staff} />
      </SimpleForm>
    </Edit>
  );
};
