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
  SearchInput,
  TopToolbar,
  FilterButton,
  useTranslate,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { filterFuerBreite, ResponsiveList, useSchmal } from '../ui/schmal';
import { ZeileLoeschenButton } from '../ui/ZeileLoeschenButton';
import { ImportButton } from './ImportButton';
import { stammdatenWert, type AnzeigeTexte } from './stammdatenAnzeige';
import { STAMMDATEN_FELDER, type FeldDefinition } from './stammdatenFelder';
import { KOSTENSTELLEN_ARTEN, stammdatenPaths, type KostenstellenArt, type StammdatenOrt } from './stammdatenPaths';
import { useDarfBearbeiten } from './useDarfBearbeiten';
import { useStammdatenOrt } from './useStammdatenOrt';

const useAnzeigeTexte = (): AnzeigeTexte => {
  const translate = useTranslate();
  return {
    unbegrenzt: translate('stammdaten.unbegrenzt'),
    ja: translate('ra.boolean.true'),
    nein: translate('ra.boolean.false'),
    gefaehrlichJa: translate('stammdaten.gefaehrlichJa'),
    gefaehrlichNein: translate('stammdaten.gefaehrlichNein'),
  };
};

const spalte = (feld: FeldDefinition, texte: AnzeigeTexte) => {
  const label = `stammdaten.feld.${feld.source}`;
  // Hazardous reads as a word, not a ✗ (issue 19); the other flags keep their icons.
  if (feld.art === 'bool' && feld.source !== 'gefaehrlich') {
    return <BooleanField key={feld.source} source={feld.source} label={label} looseValue />;
  }
  // Money as "49,00 €", an empty maximum as "unbegrenzt", "m3" as "m³" (display only; stammdatenWert).
  const rechts = (feld.art === 'zahl' || feld.art === 'ganzzahl') && feld.anzeige !== 'unbegrenzt';
  return (
    <FunctionField<StammdatenZeile>
      key={feld.source}
      source={feld.source}
      label={label}
      textAlign={rechts ? 'right' : undefined}
      render={(r) => stammdatenWert(feld, r[feld.source], texte)}
    />
  );
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
  const schmal = useSchmal();
  const texte = useAnzeigeTexte();
  const { typ, art } = ort;
  const felder = STAMMDATEN_FELDER[typ].filter((f) => f.liste);
  const [erstes, ...weitere] = felder;
  const text = (r: StammdatenZeile, feld: FeldDefinition) => stammdatenWert(feld, r[feld.source], texte);
  // The card: the first column as its title, the others as "label: value" lines (issue 19).
  const zeilen = (r: StammdatenZeile) =>
    weitere
      .map((feld) => ({ feld, wert: text(r, feld) }))
      .filter(({ wert }) => wert !== '')
      .map(({ feld, wert }) => (
        <div key={feld.source}>
          {translate(`stammdaten.feld.${feld.source}`)}: {wert}
        </div>
      ));
  return (
    <>
      {art && <KostenstellenArtWahl art={art} />}
      <List<StammdatenZeile>
        key={`${typ}-${art ?? ''}`}
        resource={stammdatenPaths.resource(typ)}
        title={false}
        disableSyncWithLocation
        filter={art ? { typ: KOSTENSTELLEN_ARTEN[art] } : undefined}
        filters={filterFuerBreite([<SearchInput key="q" source="q" alwaysOn placeholder={translate('stammdaten.suchen')} />], schmal)}
        sort={{ field: typ === 'abfallbehaelter' ? 'sortierung' : (STAMMDATEN_FELDER[typ][0]?.source ?? 'id'), order: 'ASC' }}
        perPage={25}
        empty={false}
        actions={
          <TopToolbar>
            {schmal && <FilterButton />}
            {darfBearbeiten && <CreateButton to={stammdatenPaths.neu(ort)} label="stammdaten.neu" />}
            <Button component="a" href={stammdatenPaths.export(typ)} download startIcon={<DownloadIcon />}>
              {translate('stammdaten.export')}
            </Button>
            {darfBearbeiten && <ImportButton typ={typ} />}
          </TopToolbar>
        }
      >
        <ResponsiveList<StammdatenZeile>
          primaryText={(r) => (erstes ? text(r, erstes) : String(r.id))}
          secondaryText={zeilen}
          link={darfBearbeiten ? (r) => stammdatenPaths.edit(ort, r.id) : undefined}
          aktionen={darfBearbeiten ? (r) => <ZeileLoeschenButton name={erstes ? text(r, erstes) : String(r.id)} /> : undefined}
          leer={<Typography sx={{ p: 2 }}>{translate('stammdaten.keineTreffer')}</Typography>}
        >
          <Datagrid
            bulkActionButtons={false}
            rowClick={darfBearbeiten ? (id) => stammdatenPaths.edit(ort, id) : false}
            empty={<Typography sx={{ p: 2 }}>{translate('stammdaten.keineTreffer')}</Typography>}
          >
            {felder.map((feld) => spalte(feld, texte))}
            {darfBearbeiten && (
              <DeleteButton
                mutationMode="pessimistic"
                confirmTitle="stammdaten.loeschen.titel"
                confirmContent="stammdaten.loeschen.frage"
                redirect={false}
              />
            )}
          </Datagrid>
        </ResponsiveList>
      </List>
    </>
  );
};

/** /stammdaten/<typ> (and kostenstellen/<art>): search, sort, export; with EDIT_STAMMDATEN also create, edit, delete, import. */
export const StammdatenList = () => {
  const ort = useStammdatenOrt();
  return ort ? <Liste ort={ort} /> : null;
};
