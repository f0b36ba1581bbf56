import type { Verbleibsanlage } from '@abfallportal/common/verbleibsanlage';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { ZusammenfuehrenButton } from '../ui/ZusammenfuehrenButton';
import { verbleibsanlagenApi } from './verbleibsanlagenApi';

const useAnlagen = (offen: boolean) => useQuery({ queryKey: ['ablageort', 'alle'], queryFn: verbleibsanlagenApi.alle, enabled: offen });

/**
 * Merges a duplicate plant into the one to keep (spec § 7, discardAblageortId into keepAblageortId):
 * the server moves every reference and records the merge.
 */
export const AnlageZusammenfuehrenButton = ({ anlage }: { anlage: Verbleibsanlage }) => {
  const translate = useTranslate();
  return (
    <ZusammenfuehrenButton<Verbleibsanlage>
      duplikatId={anlage.id}
      texte={{
        knopf: translate('verbleibsanlagen.zusammenfuehren'),
        titel: translate('verbleibsanlagen.zusammenfuehrenTitel', { name: anlage.name }),
        hinweis: translate('verbleibsanlagen.zusammenfuehrenText'),
        ziel: translate('verbleibsanlagen.behalten'),
        bestaetigen: translate('verbleibsanlagen.zusammenfuehren'),
      }}
      useZiele={useAnlagen}
      zielText={(a) => [a.name, a.ort].filter(Boolean).join(', ')}
      zusammenfuehren={async (keepId) => {
        await verbleibsanlagenApi.zusammenfuehren(anlage.id, keepId);
        return {};
      }}
      erfolg={translate('erfolg.zusammengefuehrt')}
      fehlerText={(error) => (error instanceof Error ? error.message : translate('fehler.failedMerging'))}
    />
  );
};
