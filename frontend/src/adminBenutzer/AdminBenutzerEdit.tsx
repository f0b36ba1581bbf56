import { DeleteWithConfirmButton, Edit, SaveButton, SimpleForm, Toolbar, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { AdminBenutzerFelder } from './AdminBenutzerFelder';
import { adminBenutzerApi } from './adminBenutzerApi';
import { adminBenutzerPaths } from './adminBenutzerPaths';
import { useFormularSpeichern } from './useFormularSpeichern';
import { validateAdminBenutzer } from './validateAdminBenutzer';

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
      notify('adminBenutzer.gespeichert', { type: 'success' });
      refresh();
    },
  );
  if (id === undefined) return null;
  return (
    <Edit resource={adminBenutzerPaths.resource} id={id} title="adminBenutzer.bearbeiten" mutationMode="pessimistic" redirect={false}>
      <SimpleForm
        onSubmit={speichern}
        validate={validateAdminBenutzer}
        toolbar={
          <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            {eigenesKonto ? null : (
              <DeleteWithConfirmButton
                mutationMode="pessimistic"
                redirect={adminBenutzerPaths.root}
                confirmTitle="adminBenutzer.loeschenTitel"
                confirmContent="adminBenutzer.loeschenFrage"
              />
            )}
          </Toolbar>
        }
      >
        <AdminBenutzerFelder eigenesKonto={eigenesKonto} />
      </SimpleForm>
    </Edit>
  );
};
