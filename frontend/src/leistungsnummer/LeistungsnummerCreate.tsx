import { Create, SimpleForm, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { LeistungsnummerFelder, validateLeistungsnummer } from './LeistungsnummerFelder';
import { leistungsnummerPaths } from './leistungsnummerPaths';
import { useErzeugerId } from '../session/useErzeugerId';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

/** The required fields of the form, in its order (they carry `isRequired` in LeistungsnummerFelder). */
const LEISTUNGSNUMMER_PFLICHTFELDER = {
  nummer: 'leistungsnummer.feld.nummer',
  beschreibung: 'leistungsnummer.feld.beschreibung',
  abfallschluessel: 'leistungsnummer.feld.abfallschluessel',
  auftragsart: 'leistungsnummer.feld.auftragsart',
  behaelterkategorieId: 'leistungsnummer.feld.behaelterkategorie',
  behaeltertypId: 'leistungsnummer.feld.behaeltertyp',
  bundesland: 'leistungsnummer.feld.bundesland',
};

/** /erzeuger/:erzeugerId/leistungsnummer/neu. */
export const LeistungsnummerCreate = () => {
  const translate = useTranslate();
  const erzeugerId = useErzeugerId();
  const titel = translate('leistungsnummer.neu');
  usePageTitle(titel);
  if (erzeugerId === undefined) return null;
  return (
    <Create
      resource={leistungsnummerPaths.resource}
      title={titel}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => ({ ...data, erzeugerId })}
      redirect={() => leistungsnummerPaths.list(erzeugerId)}
    >
      <SimpleForm
        toolbar={<SpeichernLeiste pflichtfelder={LEISTUNGSNUMMER_PFLICHTFELDER} />}
        validate={validateLeistungsnummer}
        defaultValues={{ ausnahmeBehaeltertypId: null }}
      >
        <LeistungsnummerFelder />
      </SimpleForm>
    </Create>
  );
};
