import { Create, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { LeistungFelder } from './LeistungFelder';
import { leistungenPaths, typAusSegment } from './leistungenPaths';
import { useEntsorgerBereich } from './useEntsorgerBereich';
import { validateLeistung } from './validateLeistung';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

/** preise/:typ/neu: a new agreement of this disposer and type, with one empty price line to start. */
export const LeistungCreate = () => {
  const translate = useTranslate();
  const typ = typAusSegment(useParams().typ);
  const { entsorgerId, basis } = useEntsorgerBereich();
  usePageTitle(translate('leistungen.neu'));
  if (!typ || entsorgerId === undefined) return null;
  return (
    <Create
      resource={leistungenPaths.resource}
      title={false}
      mutationMode="pessimistic"
      // The app-wide alert already shows the server's German message; react-admin's own would repeat it.
      mutationOptions={{ onError: () => undefined }}
      redirect={() => leistungenPaths.preiseTyp(basis, typ)}
    >
      <SimpleForm
        toolbar={<SpeichernLeiste />}
        validate={validateLeistung}
        defaultValues={{
          typ,
          entsorgerId,
          anfallstelleId: null,
          behaelterId: null,
          gueltigBis: null,
          einheit: typ === 'ENTSORGUNG' ? 't' : 'Stück',
          verguetung: false,
          zyklusunabhaengig: false,
          preise: [{ bezeichnung: '', preis: null, einheit: 'Stück' }],
        }}
      >
        <LeistungFelder entsorgerId={entsorgerId} />
      </SimpleForm>
    </Create>
  );
};
