import type { StammdatenZeile } from '@abfallportal/common/stammdaten';
import DownloadIcon from '@mui/icons-material/Download';
import { Button, Tab, Tabs, Typography } from '@mui/material';
import {
  BooleanField,
  CreateButton,
  Datagrid,
  DeleteButton,
  FunctionField,
  List,
  NumberField,
  SearchInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { formatEinheiten } from '../format/format';
import { ImportButton } from './ImportButton';
import { STAMMDATEN_FELDER, type FeldDefinition } from './stammdatenFelder';
import { KOSTENSTELLEN_ARTEN, stammdatenPaths, type KostenstellenArt, type StammdatenOrt } from './stammdatenPaths';
import { useDarfBearbeiten } from './useDarfBearbeiten';
import { useStammdatenOrt } from './useStammdatenOrt';

const GefaehrlichText = ({ gefaehrlich }: { gefaehrlich: boolean }) => {
  const translate = useTranslate();
  return <>{gefaehrlich ? translate('stammdaten.gefaehrlichJa') : translate('stammdaten.gefaehrlichNein')}</>;
};

const spalte = (feld: FeldDefinition) => {
  const label = `stammdaten.feld.${feld.source}`;
  switch (feld.art) {
    case 'zahl':
    case 'ganzzahl':
      return <NumberField key={feld.source} source={feld.source} label={label} locales="de-DE" />;
    case 'bool':
      // Hazardous reads as a word, not a ✗ (issue 19); the other flags keep their icons.
      return feld.source === 'gefaehrlich' ? (
        <FunctionField<StammdatenZeile>
          key={feld.source}
          source={feld.source}
          label={label}
          render={(r) => <GefaehrlichText gefaehrlich={Boolean(r[feld.source])} />}
        />
      ) : (
        <BooleanField key={feld.source} source={feld.source} label={label} looseValue />
      );
    default:
      // Reference data write "m3"; the list shows "m³" (display only).
      return (
        <FunctionField<StammdatenZeile>
          key={feld.source}
          source={feld.source}
          label={label}
          render={(r) => formatEinheiten(r[feld.source] === null || r[feld.source] === undefined ? '' : String(r[feld.source]))}
        />
      );
  }
};

/** The two cost-centre pages of spec § 2 (one screen, distinguished by type). */
const KostenstellenArtWahl = ({ art }: { art: KostenstellenArt }) => {
  const translate = useTranslate();
  return (
    <Tabs value={art} aria-label={translate('stammdaten.typ.kostenstellen')} sx={{ mb: 1 }}>
      {(Object.keys(KOSTENSTELLEN_ARTEN) as KostenstellenArt[]).map((a) => (
        <Tab
          key={a}
          value={a}
          label={translate(`stammdaten.kostenstellenArt.${a}`)}
          component={Link}
          to={stammdatenPaths.liste({ typ: 'kostenstellen', art: a })}
        />
      ))}
    </Tabs>
  );
};

const Liste = ({ ort }: { ort: StammdatenOrt }) => {
  const translate = useTranslate();
  const darfBearbeiten = useDarfBearbeiten();
  const { typ, art } = ort;
  return (
    <>
      {art && <KostenstellenArtWahl art={art} />}
      <List<StammdatenZeile>
        key={`${typ}-${art ?? ''}`}
        resource={stammdatenPaths.resource(typ)}
        title={false}
        disableSyncWithLocation
        filter={art ? { typ: KOSTENSTELLEN_ARTEN[art] } : undefined}
        filters={[<SearchInput key="q" source="q" alwaysOn placeholder={translate('stammdaten.suchen')} />]}
        sort={{ field: typ === 'abfallbehaelter' ? 'sortierung' : (STAMMDATEN_FELDER[typ][0]?.source ?? 'id'), order: 'ASC' }}
        perPage={25}
        empty={false}
        actions={
          <TopToolbar>
            {darfBearbeiten && <CreateButton to={stammdatenPaths.neu(ort)} label="stammdaten.neu" />}
            <Button component="a" href={stammdatenPaths.export(typ)} download startIcon={<DownloadIcon />}>
              {translate('stammdaten.export')}
            </Button>
            {darfBearbeiten && <ImportButton typ={typ} />}
          </TopToolbar>
        }
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={darfBearbeiten ? (id) => stammdatenPaths.edit(ort, id) : false}
          empty={<Typography sx={{ p: 2 }}>{translate('stammdaten.keineTreffer')}</Typography>}
        >
          {STAMMDATEN_FELDER[typ].filter((f) => f.liste).map(spalte)}
          {darfBearbeiten && (
            <DeleteButton
              mutationMode="pessimistic"
              confirmTitle="stammdaten.loeschen.titel"
              confirmContent="stammdaten.loeschen.frage"
              redirect={false}
            />
          )}
        </Datagrid>
      </List>
    </>
  );
};

/** /stammdaten/<typ> (and kostenstellen/<art>): search, sort, export; with EDIT_STAMMDATEN also create, edit, delete, import. */
export const StammdatenList = () => {
  const ort = useStammdatenOrt();
  return ort ? <Liste ort={ort} /> : null;
};
