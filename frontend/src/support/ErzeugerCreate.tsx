import { Create, Loading, SimpleForm, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { NurMitMandantRecht } from './NurMitMandantRecht';
import { ErzeugerFelder } from './ErzeugerFelder';
import { validateMandant } from './erzeugerFormular';
import { useErzeugerFormOptionen } from './useErzeugerFormOptionen';
import { useErzeugerSpeichern } from './useErzeugerSpeichern';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

const ErzeugerCreateFormular = () => {
  const translate = useTranslate();
  const titel = translate('support.formular.neu');
  usePageTitle(titel);
  const optionen = useErzeugerFormOptionen();
  const speichern = useErzeugerSpeichern('anlegen');
  if (!optionen.data) return <Loading />;
  return (
    <Create resource="erzeuger" title={titel}>
      <SimpleForm
        toolbar={<SpeichernLeiste />}
        onSubmit={speichern}
        validate={validateMandant}
        defaultValues={{ typ: 'ERZEUGER', land: 'Deutschland', freigegeben: true }}
      >
        <ErzeugerFelder optionen={optionen.data} />
      </SimpleForm>
    </Create>
  );
};

/** /support/erzeuger/neu: staff create a producer, holding or group (POST /erzeuger/create, multipart). */
export const ErzeugerCreate = () => (
  <NurMitMandantRecht>
    <ErzeugerCreateFormular />
  </NurMitMandantRecht>
);
