import { DeleteWithConfirmButton, Edit, Loading, SimpleForm, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { NurMitMandantRecht } from './NurMitMandantRecht';
import { AlleEinladenButton } from './AlleEinladenButton';
import { ErzeugerFelder } from './ErzeugerFelder';
import { validateMandant } from './erzeugerFormular';
import { supportPaths } from './supportPaths';
import { useErzeugerFormOptionen } from './useErzeugerFormOptionen';
import { useErzeugerSpeichern } from './useErzeugerSpeichern';
import { SpeichernLeiste } from '../ui/SpeichernLeiste';

const Aktionen = ({ erzeugerId }: { erzeugerId: number }) => (
  <SpeichernLeiste>
    <AlleEinladenButton erzeugerId={erzeugerId} />
    {/* The server refuses while users, orders or other records remain and says which. */}
    <DeleteWithConfirmButton mutationMode="pessimistic" redirect={supportPaths.erzeuger} confirmTitle="support.formular.loeschenTitel" />
  </SpeichernLeiste>
);

const ErzeugerEditFormular = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const titel = translate('support.formular.bearbeiten');
  usePageTitle(titel);
  const optionen = useErzeugerFormOptionen();
  const speichern = useErzeugerSpeichern('bearbeiten');
  if (!optionen.data) return <Loading />;
  return (
    <Edit resource="erzeuger" id={id} title={titel} mutationMode="pessimistic" redirect={supportPaths.erzeuger}>
      <SimpleForm onSubmit={speichern} validate={validateMandant} toolbar={<Aktionen erzeugerId={Number(id)} />}>
        <ErzeugerFelder optionen={optionen.data} eigeneId={Number(id)} />
      </SimpleForm>
    </Edit>
  );
};

/** /support/erzeuger/:id: staff edit a producer (POST /erzeuger/edit, multipart) or delete it. */
export const ErzeugerEdit = () => (
  <NurMitMandantRecht>
    <ErzeugerEditFormular />
  </NurMitMandantRecht>
);
