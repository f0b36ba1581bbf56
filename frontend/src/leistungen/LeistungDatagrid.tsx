import { formatEinheiten } from '../format/format';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { Leistung } from '@abfallportal/common/leistung';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Datagrid, FunctionField, useResourceContext, useTranslate, type RowClickFunction } from 'react-admin';
import { ResponsiveList } from '../ui/schmal';
import { betragJeEinheit, gueltigkeit, schluesselTeile, zeitStatus } from './formatierung';

export type LeistungDatagridProps = {
  /** The producer's own page names the disposer, the disposer's page the customer. */
  sicht: 'erzeuger' | 'entsorger';
  rowClick?: RowClickFunction | false;
};

/** A main line with a smaller second line below (site under the party, name under the waste code). */
const ZweiZeilen = ({ oben, unten, title }: { oben: ReactNode; unten: ReactNode; title?: string }) => (
  <Box title={title} sx={{ maxWidth: 220 }}>
    <Box component="span" sx={{ display: 'block' }}>
      {oben}
    </Box>
    <Typography
      variant="caption"
      component="span"
      color="text.secondary"
      sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
    >
      {unten}
    </Typography>
  </Box>
);

/** The columns of a price list: who and where, what, which container, the price lines, how long. */
export const LeistungDatagrid = ({ sicht, rowClick = false }: LeistungDatagridProps) => {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const heute = heuteInBerlin(new Date());
  const flags = (l: Leistung) => {
    const status = zeitStatus(l, heute);
    return [
      status ? translate(`leistungen.zeitStatus.${status}`) : null,
      `${translate('leistungen.feld.einheit')}: ${l.einheit}`,
      l.verguetung ? translate('leistungen.feld.verguetung') : null,
      l.zyklusunabhaengig ? translate('leistungen.feld.zyklusunabhaengig') : null,
    ]
      .filter(Boolean)
      .join(', ');
  };
  // The card opens what a click on the row opens (the pages pass a function returning the path).
  const link = (l: Leistung): string | undefined => {
    const ziel = typeof rowClick === 'function' ? rowClick(l.id, resource, l) : false;
    return typeof ziel === 'string' ? ziel : undefined;
  };
  return (
    <ResponsiveList<Leistung>
      link={rowClick ? link : undefined}
      primaryText={(l) =>
        `${sicht === 'entsorger' ? l.erzeugerName : l.entsorgerName} · ${l.anfallstelleName ?? translate('leistungen.alleAnfallstellen')}`
      }
      secondaryText={(l) => (
        <>
          <div>{l.abfallschluesselAnzeige}</div>
          <div>
            {l.behaelterkategorie}
            {' · '}
            {l.behaelterBezeichnung ? formatEinheiten(l.behaelterBezeichnung) : translate('leistungen.alleBehaelter')}
          </div>
          {l.preise.map((p) => (
            <div key={`${p.bezeichnung}-${p.einheit}-${p.preis}`}>
              {p.bezeichnung}: {betragJeEinheit(p)}
            </div>
          ))}
        </>
      )}
      tertiaryText={(l) => `${gueltigkeit(l)} · ${flags(l)}`}
      leer={<Typography sx={{ p: 2 }}>{translate('leistungen.keine')}</Typography>}
    >
      <Datagrid
        bulkActionButtons={false}
        rowClick={rowClick}
        // Width 0 with min-width 100 %: a wide table scrolls inside the card instead of widening the page.
        sx={{ width: 0, minWidth: '100%', overflowX: 'auto' }}
        empty={<Typography sx={{ p: 2 }}>{translate('leistungen.keine')}</Typography>}
      >
        <FunctionField<Leistung>
          source={sicht === 'entsorger' ? 'erzeugerName' : 'entsorgerName'}
          label={sicht === 'entsorger' ? 'leistungen.feld.erzeugerUndStelle' : 'leistungen.feld.entsorgerUndStelle'}
          render={(l) => (
            <ZweiZeilen
              oben={sicht === 'entsorger' ? l.erzeugerName : l.entsorgerName}
              unten={l.anfallstelleName ?? translate('leistungen.alleAnfallstellen')}
            />
          )}
        />
        <FunctionField<Leistung>
          source="abfallschluessel"
          label="leistungen.feld.abfallschluessel"
          render={(l) => {
            const { code, name } = schluesselTeile(l.abfallschluesselAnzeige);
            return <ZweiZeilen title={l.abfallschluesselAnzeige} oben={<Box sx={{ whiteSpace: 'nowrap' }}>{code}</Box>} unten={name} />;
          }}
        />
        <FunctionField<Leistung>
          source="behaelterkategorie"
          label="leistungen.feld.behaelter"
          render={(l) => (
            <ZweiZeilen
              oben={l.behaelterkategorie}
              unten={l.behaelterBezeichnung ? formatEinheiten(l.behaelterBezeichnung) : translate('leistungen.alleBehaelter')}
            />
          )}
        />
        <FunctionField<Leistung>
          label="leistungen.feld.preise"
          sortable={false}
          render={(l) => (
            <Box component="ul" sx={{ m: 0, pl: 2, minWidth: 200 }}>
              {l.preise.map((p) => (
                <li key={`${p.bezeichnung}-${p.einheit}-${p.preis}`}>
                  {p.bezeichnung}:{' '}
                  <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                    {betragJeEinheit(p)}
                  </Box>
                </li>
              ))}
            </Box>
          )}
        />
        <FunctionField<Leistung>
          source="gueltigVon"
          label="leistungen.feld.gueltigkeit"
          render={(l) => <ZweiZeilen oben={<Box sx={{ whiteSpace: 'nowrap' }}>{gueltigkeit(l)}</Box>} unten={flags(l)} />}
        />
      </Datagrid>
    </ResponsiveList>
  );
};
