import { ROLLEN_VORLAGEN } from '@abfallportal/common/rollenVorlagen';
import { CheckboxGroupInput, Create, SimpleForm, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { BERECHTIGUNG_AUSWAHL } from './berechtigungAuswahl';
import { BenutzerFelder } from './BenutzerFelder';
import { benutzerverwaltungPaths } from './benutzerverwaltungPaths';
import { useErzeugerId } from '../session/useErzeugerId';
import { validateBenutzerAnlegen } from './validateBenutzer';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';
import { PFLICHTFELDER } from './BenutzerEdit';

/** /erzeuger/:erzeugerId/verwaltung/neu: a new user of the producer, then on to inviting them. */
export const BenutzerCreate = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('benutzerverwaltung.neu');
  usePageTitle(titel);
  return (
    <Create
      resource="benutzer"
      title={titel}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => ({ ...data, erzeugerId })}
      redirect={(_resource?: string, id?: unknown) => benutzerverwaltungPaths.edit(erzeugerId, String(id))}
    >
      <SimpleForm
        toolbar={<SpeichernLeiste pflichtfelder={PFLICHTFELDER} />}
        validate={validateBenutzerAnlegen}
        defaultValues={{ anrede: '', bestellwertGrenze: null, berechtigungen: [...ROLLEN_VORLAGEN.BENUTZER] }}
      >
        <BenutzerFelder />
        <CheckboxGroupInput
          source="berechtigungen"
          label="benutzerverwaltung.feld.berechtigungen"
          choices={BERECHTIGUNG_AUSWAHL}
          row={false}
        />
      </SimpleForm>
    </Create>
  );
};
