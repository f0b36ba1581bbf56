import type { EntsorgerEintrag } from '@abfallportal/common/entsorger';
import { Typography } from '@mui/material';
import { Datagrid, FunctionField, List, NumberField, SearchInput, TextField, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { HaendlerAusnahmeButton } from './EntsorgerAktionen';
import { entsorgerPaths } from './entsorgerPaths';

const suche = [<SearchInput key="q" source="q" alwaysOn />];

/** One of the two lists: the dealers (flag set) or the other approved disposers (to mark one). */
const Liste = ({ haendler }: { haendler: boolean }) => {
  const translate = useTranslate();
  const schmal = useSchmal();
  const leer = <Typography sx={{ p: 2 }}>{translate(haendler ? 'support.haendler.keineHaendler' : 'entsorger.keineTreffer')}</Typography>;
  return (
    <List<EntsorgerEintrag>
      resource={entsorgerPaths.approvedResource}
      title={false}
      disableSyncWithLocation
      filter={{ haendlerAusnahme: haendler }}
      filters={haendler ? undefined : filterFuerBreite(suche, schmal)}
      sort={{ field: 'name', order: 'ASC' }}
      perPage={haendler ? 50 : 10}
      actions={false}
      empty={false}
      storeKey={haendler ? 'entsorger.haendler' : 'entsorger.keineHaendler'}
    >
      <ResponsiveList<EntsorgerEintrag>
        primaryText={(r) => r.name}
        secondaryText={(r) => [r.ort, translate('karten.anzahlKunden', { smart_count: r.anzahlKunden })].filter(Boolean).join(' · ')}
        aktionen={(r) => <HaendlerAusnahmeButton entsorger={r} />}
        leer={leer}
      >
        <Datagrid bulkActionButtons={false} rowClick={false} empty={leer}>
          <TextField source="name" label="entsorger.feld.name" />
          <TextField source="ort" label="entsorger.feld.ort" />
          <NumberField source="anzahlKunden" label="entsorger.feld.anzahlKunden" locales="de-DE" />
          <FunctionField<EntsorgerEintrag> label="entsorger.feld.aktionen" render={(r) => <HaendlerAusnahmeButton entsorger={r} />} />
        </Datagrid>
      </ResponsiveList>
    </List>
  );
};

/**
 * /support/haendler (spec §§ 2, 6, issue 21): the dealers, i.e. disposers a producer may add beyond the
 * number of disposers its contract allows. Staff remove the mark here or set it on another approved
 * disposer; the change carries the disposer's version like every edit.
 */
export const SupportHaendlerList = () => {
  const translate = useTranslate();
  usePageTitle(translate('support.haendler.titel'));
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {translate('support.haendler.hinweis')}
      </Typography>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
        {translate('support.haendler.titel')}
      </Typography>
      <Liste haendler />
      <Typography variant="h6" component="h2" sx={{ mt: 3 }}>
        {translate('support.haendler.weitere')}
      </Typography>
      <Liste haendler={false} />
    </>
  );
};
