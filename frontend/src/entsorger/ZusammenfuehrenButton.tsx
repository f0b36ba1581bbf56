import type { EntsorgerEintrag } from '@abfallportal/common/entsorger';
import { useGetList, useTranslate } from 'react-admin';
import { ZusammenfuehrenButton as ZusammenfuehrenDialogButton } from '../ui/ZusammenfuehrenButton';
import { fehlerText } from './EntsorgerAktionen';
import { entsorgerApi } from './entsorgerApi';
import { entsorgerPaths } from './entsorgerPaths';

/** Approved disposers whose name or city matches what support types (searched on the server). */
const useKandidaten = (offen: boolean, suche: string) => {
  const { data, isFetching } = useGetList<EntsorgerEintrag>(
    entsorgerPaths.approvedResource,
    { filter: { q: suche }, pagination: { page: 1, perPage: 20 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: offen },
  );
  return { data, isPending: isFetching };
};

/**
 * Merges a duplicate into an existing disposer (spec §§ 1, 4, mergeMandant): support picks the one
 * that stays; every customer, price, plant, user and order of the duplicate moves to it.
 */
export const ZusammenfuehrenButton = ({ duplikat }: { duplikat: EntsorgerEintrag }) => {
  const translate = useTranslate();
  return (
    <ZusammenfuehrenDialogButton<EntsorgerEintrag>
      duplikatId={duplikat.id}
      texte={{
        knopf: translate('entsorger.zusammenfuehren.button'),
        knopfName: translate('entsorger.zusammenfuehren.fuer', { name: duplikat.name }),
        titel: translate('entsorger.zusammenfuehren.titel', { name: duplikat.name }),
        hinweis: translate('entsorger.zusammenfuehren.hinweis', { name: duplikat.name }),
        ziel: translate('entsorger.zusammenfuehren.ziel'),
        bestaetigen: translate('entsorger.zusammenfuehren.bestaetigen'),
      }}
      useZiele={useKandidaten}
      zielText={(o) => [o.name, [o.plz, o.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
      zusammenfuehren={(keepId) => entsorgerApi.zusammenfuehren(keepId, duplikat.id)}
      erfolg={translate('erfolg.zusammengefuehrt')}
      fehlerText={(error) => fehlerText(error, translate('fehler.failedMerging'))}
      serverSuche
    />
  );
};
