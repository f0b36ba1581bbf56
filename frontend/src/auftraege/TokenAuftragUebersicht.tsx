import type { TokenSeite } from '@abfallportal/common/auftragWire';
import { Angaben } from './Angaben';
import { formatDatum, formatEinheiten } from '../format/format';

export type TokenAuftragUebersichtProps = { auftrag: TokenSeite['auftrag'] };

/** What the disposer is answering: producer, site, containers, material and the wished dates. */
export const TokenAuftragUebersicht = ({ auftrag: a }: TokenAuftragUebersichtProps) => (
  <Angaben
    eintraege={[
      ['auftraege.feld.vorgangsnummer', a.vorgangsnummer],
      ['auftraege.show.hauptauftrag', a.hauptauftragVorgangsnummer],
      ['statetransition.erzeuger', a.erzeugerName],
      ['auftraege.feld.anfallstelle', a.anfallstelle.name],
      [
        'auftraege.feld.adresse',
        [a.anfallstelle.strasse, [a.anfallstelle.plz, a.anfallstelle.ort].filter(Boolean).join(' ')].filter(Boolean).join('\n'),
      ],
      ['auftraege.feld.behaelterAnzahl', `${formatEinheiten(a.behaelter)} × ${a.anzahl}`],
      ['auftraege.feld.fraktionAvv', `${a.fraktion} / ${a.avvName}`],
      ['auftraege.feld.wunschLieferterminEinzeln', formatDatum(a.wunschLiefertermin)],
      ['auftraege.feld.liefertermin', formatDatum(a.liefertermin)],
      ['auftraege.feld.wunschAbholtermin', formatDatum(a.wunschAbholtermin)],
      ['auftraege.feld.kommentar', a.kommentar],
    ]}
  />
);
