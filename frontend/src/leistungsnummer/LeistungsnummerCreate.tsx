import { Create, SimpleForm, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { LeistungsnummerFelder, validateLeistungsnummer } from './LeistungsnummerFelder';
import { leistungsnummerPaths } from './leistungsnummerPaths';
import { useErzeugerId } from '../session/useErzeugerId';

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
      <SimpleForm validate={validateLeistungsnummer} defaultValues={{ ausnahmeBehaeltertypId: null }}>
        <LeistungsnummerFelder />
      </SimpleForm>
    </Create>
  );
};
