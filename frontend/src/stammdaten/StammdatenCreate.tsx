import { Create, SimpleForm } from 'react-admin';
import { StammdatenFormFelder } from './StammdatenFormFelder';
import { StammdatenUeberschrift } from './StammdatenUeberschrift';
import { KOSTENSTELLEN_ARTEN, stammdatenPaths } from './stammdatenPaths';
import { useStammdatenOrt } from './useStammdatenOrt';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';
import { stammdatenPflichtfelder } from './stammdatenFelder';

/** /stammdaten/<typ>/neu: a new row; a cost centre takes the type of the page it was opened from. */
export const StammdatenCreate = () => {
  const ort = useStammdatenOrt();
  if (!ort) return null;
  const defaults = ort.art ? { typ: KOSTENSTELLEN_ARTEN[ort.art] } : { zyklisch: false, gefaehrlich: false, registrierbar: true };
  return (
    <Create resource={stammdatenPaths.resource(ort.typ)} redirect={() => stammdatenPaths.liste(ort)} title={false}>
      <SimpleForm toolbar={<SpeichernLeiste pflichtfelder={stammdatenPflichtfelder(ort.typ)} />} defaultValues={defaults}>
        <StammdatenUeberschrift ort={ort} neu />
        <StammdatenFormFelder ort={ort} />
      </SimpleForm>
    </Create>
  );
};
