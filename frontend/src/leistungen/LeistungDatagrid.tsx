import type { Leistung } from '@abfallportal/common/leistung';
import { Box, Typography } from '@mui/material';
import { Datagrid, FunctionField, TextField, useTranslate, type RowClickFunction } from 'react-admin';
import { gueltigkeit, preisZeileText } from './formatierung';

export type LeistungDatagridProps = {
  /** The producer's own page hides the customer column, the disposer's page the disposer column. */
  sicht: 'erzeuger' | 'entsorger';
  rowClick?: RowClickFunction | false;
};

/** The columns of a price list: who, where, what, how long, and every price line. */
export const LeistungDatagrid = ({ sicht, rowClick = false }: LeistungDatagridProps) => {
  const translate = useTranslate();
  return (
    <Datagrid bulkActionButtons={false} rowClick={rowClick} empty={<Typography sx={{ p: 2 }}>{translate('leistungen.keine')}</Typography>}>
      {sicht === 'entsorger' && <TextField source="erzeugerName" label="leistungen.feld.erzeuger" />}
      {sicht === 'erzeuger' && <TextField source="entsorgerName" label="leistungen.feld.entsorger" />}
      <FunctionField<Leistung>
        source="anfallstelleName"
        label="leistungen.feld.anfallstelle"
        render={(l) => l.anfallstelleName ?? translate('leistungen.alleAnfallstellen')}
      />
      <TextField source="abfallschluesselAnzeige" sortBy="abfallschluessel" label="leistungen.feld.abfallschluessel" />
      <FunctionField<Leistung>
        source="behaelterkategorie"
        label="leistungen.feld.behaelter"
        render={(l) => `${l.behaelterkategorie}: ${l.behaelterBezeichnung ?? translate('leistungen.alleBehaelter')}`}
      />
      <FunctionField<Leistung> source="gueltigVon" label="leistungen.feld.gueltigkeit" sx={{ whiteSpace: 'nowrap' }} render={gueltigkeit} />
      <FunctionField<Leistung>
        label="leistungen.feld.preise"
        sortable={false}
        render={(l) => (
          <Box component="ul" sx={{ m: 0, pl: 2, whiteSpace: 'nowrap' }}>
            {l.preise.map((p) => (
              <li key={`${p.bezeichnung}-${p.einheit}-${p.preis}`}>{preisZeileText(p)}</li>
            ))}
          </Box>
        )}
      />
      <FunctionField<Leistung>
        label="leistungen.feld.abrechnung"
        sortable={false}
        render={(l) =>
          [
            `${translate('leistungen.feld.einheit')}: ${l.einheit}`,
            l.verguetung ? translate('leistungen.feld.verguetung') : null,
            l.zyklusunabhaengig ? translate('leistungen.feld.zyklusunabhaengig') : null,
          ]
            .filter(Boolean)
            .join(', ')
        }
      />
    </Datagrid>
  );
};
