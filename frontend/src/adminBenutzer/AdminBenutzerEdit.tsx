import type { AdminBenutzer } from '@abfallportal/common/adminBenutzer';
import DeleteIcon from '@mui/icons-material/Delete';
import { Edit, SimpleForm, useDelete, useNotify, useRecordContext, useRedirect, useRefresh, useTranslate } from 'react-admin';
import { DestruktiverButton } from '../ui/Bestaetigung';
import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { AdminBenutzerFelder } from './AdminBenutzerFelder';
import { adminBenutzerApi } from './adminBenutzerApi';
import { adminBenutzerPaths } from './adminBenutzerPaths';
import { useFormularSpeichern } from './useFormularSpeichern';
import { validateAdminBenutzer } from './validateAdminBenutzer';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

export const PFLICHTFELDER = {
  vorname: 'benutzerverwaltung.feld.vorname',
  nachname: 'benutzerverwaltung.feld.nachname',
  email: 'benutzerverwaltung.feld.email',
};
/** Deletes the staff account after asking, naming it; secondary beside the save button. */
const KontoLoeschenButton = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const record = useRecordContext<AdminBenutzer>();
  const [loeschen] = useDelete();
  if (!record) return null;
  const name = `${record.vorname} ${record.nachname}`;
  return (
    <DestruktiverButton
      label={translate('ra.action.delete')}
      icon={<DeleteIcon />}
      titel={translate('bestaetigung.kontoLoeschen', { name })}
      folge={translate('bestaetigung.kontoLoeschenFolge', { name })}
      bestaetigen={translate('ra.action.delete')}
      onBestaetigen={() =>
        loeschen(
          adminBenutzerPaths.resource,
          { id: record.id, previousData: record },
          {
            mutationMode: 'pessimistic',
            returnPromise: true,
            onSuccess: () => {
              notify('erfolg.geloescht', { type: 'success' });
              redirect(adminBenutzerPaths.root);
            },
          },
        ).catch(() => undefined)
      }
    />
  );
};

/** /admin/benutzerverwaltung/:id: one staff account; the server keeps the last admin and refuses self-removal. */
export const AdminBenutzerEdit = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const id = parseRouteId(useParams().id);
  const { data } = useBenutzerInfo();
  const eigenesKonto = data?.status === 'angemeldet' && data.info.id === id;
  usePageTitle(translate('adminBenutzer.bearbeiten'));
  const speichern = useFormularSpeichern(
    (werte) => adminBenutzerApi.aendern(id!, werte),
    () => {
      notify('erfolg.gespeichert', { type: 'success' });
      refresh();
    },
  );
  if (id === undefined) return null;
  return (
    <Edit resource={adminBenutzerPaths.resource} id={id} title="adminBenutzer.bearbeiten" mutationMode="pessimistic" redirect={false}>
      <SimpleForm
        onSubmit={speichern}
        validate={validateAdminBenutzer}
        toolbar={<SpeichernLeiste pflichtfelder={PFLICHTFELDER}>{eigenesKonto ? null : <KontoLoeschenButton />}</SpeichernLeiste>}
      >
        <AdminBenutzerFelder eigenesKonto={eigenesKonto} />
      </SimpleForm>
    </Edit>
  );
};
