import { Edit, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { LeistungsnummerFelder, validateLeistungsnummer } from './LeistungsnummerFelder';
import { leistungsnummerPaths } from './leistungsnummerPaths';
import { useErzeugerId } from '../session/useErzeugerId';

/** /erzeuger/:erzeugerId/leistungsnummer/:id. */
export const LeistungsnummerEdit = () => {
  const translate = useTranslate();
  const { id } = useParams();
  const erzeugerId = useErzeugerId();
  const titel = translate('leistungsnummer.bearbeiten');
  usePageTitle(titel);
  if (id === undefined) return null;
  return (
    <Edit
      resource={leistungsnummerPaths.resource}
      id={id}
      title={titel}
      mutationMode="pessimistic"
      redirect={() => leistungsnummerPaths.list(erzeugerId)}
    >
      <SimpleForm validate={validateLeistungsnummer}>
        <LeistungsnummerFelder />
      </SimpleForm>
    </Edit>
  );
};
