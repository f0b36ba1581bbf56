import { DeleteButton, Edit, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { parseRouteId } from '../navigation/parseRouteId';
import { LeistungFelder } from './LeistungFelder';
import { leistungenPaths, typAusSegment } from './leistungenPaths';
import { useEntsorgerBereich } from './useEntsorgerBereich';
import { validateLeistung } from './validateLeistung';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

/** preise/:typ/:leistungId: change or delete one agreement (the server refuses deleting one in use). */
export const LeistungEdit = () => {
  const translate = useTranslate();
  const params = useParams();
  const typ = typAusSegment(params.typ);
  const id = parseRouteId(params.leistungId);
  const { entsorgerId, basis } = useEntsorgerBereich();
  usePageTitle(translate('leistungen.bearbeiten'));
  if (!typ || id === undefined || entsorgerId === undefined) return null;
  const zurListe = () => leistungenPaths.preiseTyp(basis, typ);
  return (
    <Edit
      resource={leistungenPaths.resource}
      id={id}
      title={false}
      mutationMode="pessimistic"
      // The app-wide alert already shows the server's German message; react-admin's own would repeat it.
      mutationOptions={{ onError: () => undefined }}
      redirect={zurListe}
    >
      <SimpleForm
        validate={validateLeistung}
        toolbar={
          <SpeichernLeiste>
            <DeleteButton mutationMode="pessimistic" redirect={zurListe} />
          </SpeichernLeiste>
        }
      >
        <LeistungFelder entsorgerId={entsorgerId} />
      </SimpleForm>
    </Edit>
  );
};
