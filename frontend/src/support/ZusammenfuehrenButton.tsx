import type { ErzeugerAuswahl, ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { apiFetch } from '../providers/apiFetch';
import { ZusammenfuehrenButton as ZusammenfuehrenDialogButton } from '../ui/ZusammenfuehrenButton';
import { erzeugerApi } from './erzeugerApi';

const useErzeuger = (offen: boolean) =>
  useQuery({
    queryKey: ['erzeuger', 'forBenutzer'],
    queryFn: () => apiFetch<ErzeugerAuswahl[]>('/api/v1/erzeuger/forBenutzer'),
    enabled: offen,
  });

/**
 * Merges an unapproved producer into an existing one (spec §§ 4, 6): staff pick the producer to
 * keep; the server moves users, sites, disposers and addresses and refuses producers with orders.
 */
export const ZusammenfuehrenButton = ({ erzeuger }: { erzeuger: ErzeugerListeEintrag }) => {
  const translate = useTranslate();
  return (
    <ZusammenfuehrenDialogButton<ErzeugerAuswahl>
      duplikatId={erzeuger.id}
      texte={{
        knopf: translate('support.zusammenfuehren.knopf'),
        titel: translate('support.zusammenfuehren.titel', { name: erzeuger.name }),
        hinweis: translate('support.zusammenfuehren.text'),
        ziel: translate('support.zusammenfuehren.ziel'),
        bestaetigen: translate('support.zusammenfuehren.bestaetigen'),
      }}
      useZiele={useErzeuger}
      zielText={(e) => e.name}
      zusammenfuehren={(keepId) => erzeugerApi.zusammenfuehren(erzeuger.id, keepId)}
      erfolg={translate('erfolg.zusammengefuehrt')}
      fehlerText={(error) => (error instanceof Error ? error.message : translate('fehler.failedMergingErzeuger'))}
    />
  );
};
