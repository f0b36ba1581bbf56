import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { Create, SimpleForm, useNotify, useRedirect, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { AdminBenutzerFelder } from './AdminBenutzerFelder';
import { adminBenutzerApi } from './adminBenutzerApi';
import { adminBenutzerPaths } from './adminBenutzerPaths';
import { useFormularSpeichern } from './useFormularSpeichern';
import { validateAdminBenutzer } from './validateAdminBenutzer';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';
import { PFLICHTFELDER } from './AdminBenutzerEdit';

/** /admin/benutzerverwaltung/neu: a new admin or support account; it receives the set-password mail. */
export const AdminBenutzerCreate = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const redirect = useRedirect();
  const titel = translate('adminBenutzer.neu');
  usePageTitle(titel);
  const speichern = useFormularSpeichern(adminBenutzerApi.anlegen, (konto) => {
    notify('adminBenutzer.angelegt', { type: 'success', messageArgs: { email: konto.email } });
    redirect(adminBenutzerPaths.root);
  });
  return (
    <Create resource={adminBenutzerPaths.resource} title={titel}>
      <SimpleForm
        toolbar={<SpeichernLeiste pflichtfelder={PFLICHTFELDER} />}
        onSubmit={speichern}
        validate={validateAdminBenutzer}
        defaultValues={{ anrede: '', rolle: 'SUPPORT', aktiv: true, berechtigungen: [...ROLLEN_VORLAGEN.SUPPORT] }}
      >
        <AdminBenutzerFelder />
      </SimpleForm>
    </Create>
  );
};
