import { KPI_KACHELN, KPI_KACHEL_IDS, type KpiAntwort, type KpiFilter, type KpiKachelId } from '@abfallportal/common/auswertung';
import { BELEG_STATUS } from '@abfallportal/common/beleg';
import { getrenntsammlungsquote, istGefaehrlich } from '@abfallportal/common/dokumentationRegeln';
import { zaehleDokuBelege } from '../dokumentation';
import type { Db } from '../platform/db';
import { abgeschlosseneAuftraege, zaehleOffeneAuftraege } from './auswertungAuftragStatus';
import { ladeKosten } from './auswertungKosten';
import { ladeMengen, type MengenFilter } from './auswertungMengen';
import { ladeStandorte } from './auswertungOverview';
import { gefaehrlichLaut } from './auswertungStamm';
import { r1, r2, r3 } from './auswertungZahlen';
import { vorjahrVon } from './auswertungZeitraum';

/** The KPI tiles (issue 21) from the evaluations' read models and, for the receipts to check, the documentation's. */

const EINHEIT: Record<KpiKachelId, string> = {
  GESAMTMENGE: 't',
  KOSTEN: '€',
  KOSTEN_JE_TONNE: '€/t',
  GETRENNTSAMMELQUOTE: '%',
  VERWERTUNGSQUOTE: '%',
  GEFAEHRLICHE_ABFAELLE: 't',
  OFFENE_AUFTRAEGE: '',
  ABGESCHLOSSENE_AUFTRAEGE: '',
  DURCHLAUFZEIT: 'Tage',
  BELEGE_ZU_PRUEFEN: '',
};

/** Receipts waiting for a person: captured, assigned or checked, not yet approved. */
const BELEGE_OFFEN = BELEG_STATUS.filter((s) => s === 'ERFASST' || s === 'ZUGEORDNET' || s === 'GEPRUEFT');

type Kennzahlen = Record<KpiKachelId, number | null>;

const kennzahlen = async (db: Db, f: MengenFilter, mitStichtag: boolean): Promise<Kennzahlen> => {
  const [mengen, kosten] = await Promise.all([ladeMengen(db, f), ladeKosten(db, f)]);
  const stellen = f.anfallstelleIds?.length ? f.anfallstelleIds : null;
  const gesamt = r3(mengen.reduce((s, m) => s + (m.tonnen ?? 0), 0));
  const euro = r2(kosten.reduce((s, k) => s + k.betrag, 0));
  const mitVerfahren = mengen.filter((m) => m.tonnen !== null && m.entsorgungsverfahren);
  const basis = mitVerfahren.reduce((s, m) => s + m.tonnen!, 0);
  const verwertet = mitVerfahren.filter((m) => /^R/i.test(m.entsorgungsverfahren!.trim())).reduce((s, m) => s + m.tonnen!, 0);
  const quote = getrenntsammlungsquote(
    Number(f.zeitraum.bis.slice(0, 4)),
    mengen.map((m) => ({ abfallschluessel: m.abfallschluessel, tonnen: m.tonnen })),
  );
  const katalog = await gefaehrlichLaut(
    db,
    mengen.map((m) => m.avv),
  );
  const gefaehrlich = r3(
    mengen.filter((m) => istGefaehrlich(m.abfallschluessel, katalog.get(m.avv))).reduce((s, m) => s + (m.tonnen ?? 0), 0),
  );

  const umfang = { erzeugerIds: f.erzeugerIds, anfallstelleIds: stellen ? [...stellen] : null };
  const abgeschlossen = await abgeschlosseneAuftraege(db, { ...umfang, zeitraum: f.zeitraum });
  // Open orders and receipts to check are figures of today, not of a period: no previous year's value.
  const [offen, belege] = mitStichtag
    ? await Promise.all([zaehleOffeneAuftraege(db, umfang), zaehleDokuBelege(db, { ...umfang, status: BELEGE_OFFEN })])
    : [null, null];
  const hatMengen = mengen.length > 0;
  return {
    GESAMTMENGE: hatMengen ? gesamt : null,
    KOSTEN: kosten.length > 0 ? euro : null,
    KOSTEN_JE_TONNE: kosten.length > 0 && gesamt > 0 ? r2(euro / gesamt) : null,
    GETRENNTSAMMELQUOTE: quote.quote,
    VERWERTUNGSQUOTE: basis > 0 ? r1((verwertet / basis) * 100) : null,
    GEFAEHRLICHE_ABFAELLE: hatMengen ? gefaehrlich : null,
    OFFENE_AUFTRAEGE: offen,
    ABGESCHLOSSENE_AUFTRAEGE: abgeschlossen.n,
    DURCHLAUFZEIT: abgeschlossen.tage !== null ? r1(abgeschlossen.tage) : null,
    BELEGE_ZU_PRUEFEN: belege,
  };
};

/** `GET /auswertung/kpi`: the chosen tiles (default all) with the previous year's value, and the form data. */
export const ladeKpi = async (db: Db, f: MengenFilter, kacheln: KpiFilter['kacheln']): Promise<KpiAntwort> => {
  const [jetzt, vorjahr, standorte] = await Promise.all([
    kennzahlen(db, f, true),
    kennzahlen(db, { ...f, zeitraum: vorjahrVon(f.zeitraum) }, false),
    ladeStandorte(db, f.erzeugerIds),
  ]);
  const gewaehlt = kacheln?.length ? kacheln : KPI_KACHEL_IDS;
  return {
    von: f.zeitraum.von,
    bis: f.zeitraum.bis,
    formular: {
      kacheln: KPI_KACHEL_IDS.map((id) => ({ id, titel: KPI_KACHELN[id] })),
      standorte: standorte.map((s) => ({ id: s.id, name: s.name })),
    },
    kacheln: gewaehlt.map((id) => ({ id, titel: KPI_KACHELN[id], wert: jetzt[id], einheit: EINHEIT[id], vorjahr: vorjahr[id] })),
  };
};
