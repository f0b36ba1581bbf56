import type { AuftragDetails } from '@abfallportal/common/auftragWire';
import { useTranslate } from 'react-admin';
import { Abschnitt } from './Abschnitt';
import { Angaben } from './Angaben';
import { formatDatum, formatEinheiten } from '../format/format';
import { StatusChip } from './StatusChip';
import { entsorgerAnzeige } from './entsorgerAnzeige';

export type AllgemeinAbschnittProps = { auftrag: AuftragDetails };

/** 'Allgemein': number, status, type, dates, material, parties. */
export const AllgemeinAbschnitt = ({ auftrag: a }: AllgemeinAbschnittProps) => {
  const translate = useTranslate();
  const liefertermin =
    a.lieferterminUnbekannt && !a.liefertermin ? translate('auftraege.feld.lieferterminUnbekannt') : formatDatum(a.liefertermin);
  const avv = `${a.avvName}${a.gefaehrlich ? ` (${translate('auftraege.feld.gefaehrlich')})` : ''}`;
  return (
    <Abschnitt titel="auftraege.show.allgemein" id="allgemein">
      <Angaben
        eintraege={[
          ['auftraege.feld.vorgangsnummer', a.vorgangsnummer],
          ['auftraege.feld.status', <StatusChip key="status" status={a.status.type} />],
          ['auftraege.feld.auftragsart', translate(`auftraege.art.${a.auftragsart}`)],
          ['auftraege.feld.wunschLieferterminEinzeln', formatDatum(a.wunschLiefertermin)],
          ['auftraege.feld.liefertermin', liefertermin],
          ['auftraege.feld.wunschAbholtermin', formatDatum(a.wunschAbholtermin)],
          ['auftraege.feld.abholtermin', formatDatum(a.abholtermin)],
          ['auftraege.feld.fraktion', a.fraktion],
          ['auftraege.feld.abfallschluessel', avv],
          ['auftraege.feld.behaelterAnzahl', `${formatEinheiten(a.behaelter)} × ${a.anzahl}`],
          ['auftraege.feld.entsorger', a.entsorger?.name ?? entsorgerAnzeige(a)],
          ['auftraege.feld.kundennummer', a.kundennummer],
          ['auftraege.feld.besteller', a.bestellerName],
          ['auftraege.feld.freigeber', a.freigeber?.name],
          ['auftraege.feld.erstelltAm', formatDatum(a.erstelltAm)],
          ['auftraege.feld.kommentar', a.kommentar],
          ['auftraege.feld.begruendungGemischt', a.begruendungGemischt],
          ['auftraege.feld.ablehnungsgrund', a.ablehnungsgrund],
        ]}
      />
    </Abschnitt>
  );
};
