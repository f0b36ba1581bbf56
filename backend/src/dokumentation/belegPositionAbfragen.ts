import { avvAnzeige, avvKompakt } from '@abfallportal/common/abfallmenge';
import { DOKUMENTATION_MELDUNGEN } from '@abfallportal/common/dokumentation';
import { istGefaehrlich, mengeUmrechnen, volumenAusText } from '@abfallportal/common/dokumentationRegeln';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { zeilenParser } from '../platform/lesemodellZeile';
import { DOKUMENTATION_TABELLE, dokuBelegPositionZeile } from './dokumentationLesemodell';
import type { MengenZeileMitOrt } from './mengenBilanz';
import type { DokumentationsStamm } from './umrechnungsstamm';

/** The queries on `doku_beleg_position`: the positions of approved receipts, each row parsed by the contract's schema. */

const { beleg: DOKU_BELEG, belegPosition: DOKU_POSITION } = DOKUMENTATION_TABELLE;

// The emptying kind is kept in the receipt's state only (no column of its own).
const positionZeile = zeilenParser(DOKU_POSITION, dokuBelegPositionZeile.extend({ rhythmus: z.string().nullable() }), 'beleg_id');
export type DokuPosition = ReturnType<typeof positionZeile>;

/** A producer's receipt positions, optionally of one site, in year, receipt number and position order. */
export const ladeBelegPositionZeilen = async (db: Db, erzeugerId: number, anfallstelleId?: number): Promise<DokuPosition[]> => {
  const q = db(DOKU_POSITION).where({ erzeuger_id: erzeugerId });
  if (anfallstelleId) q.where('anfallstelle_id', anfallstelleId);
  const rows: unknown[] = await q
    .orderBy(['jahr', 'beleg_nummer', 'nr'])
    .select(
      `${DOKU_POSITION}.*`,
      db.raw(
        `(SELECT b.zustand #>> ARRAY['felder', 'positionen', ${DOKU_POSITION}.nr::text, 'rhythmus'] FROM ${DOKU_BELEG} b WHERE b.id = ${DOKU_POSITION}.beleg_id) AS rhythmus`,
      ),
    );
  return rows.map(positionZeile);
};

/** A receipt position as a line of the documentation (source BELEG), converted to t and m³. */
export const positionAlsZeile = (p: DokuPosition, s: DokumentationsStamm): MengenZeileMitOrt => {
  const avvRoh = p.abfallschluessel ?? '';
  const avv = /^\d{2} ?\d{2} ?\d{2}\*?$/.test(avvRoh.trim()) ? avvAnzeige(avvRoh.trim()) : avvRoh;
  const avvInfo = s.avv.get(avvKompakt(avv));
  const anlageId = p.verbleibsanlage_id;
  const u = mengeUmrechnen({
    menge: p.menge,
    einheit: p.einheit,
    dichte: p.abweichende_dichte ?? s.avvDichte.get(avvKompakt(avv)) ?? null,
    behaelterVolumen: p.behaelter ? (s.behaelterNachName.get(p.behaelter.toLowerCase()) ?? volumenAusText(p.behaelter)) : null,
  });
  const gueltigBis = anlageId !== null ? (s.anlagen.get(anlageId)?.gueltigBis ?? null) : null;
  return {
    quelle: 'BELEG',
    abfallmengeId: null,
    belegId: p.beleg_id,
    belegNummer: p.beleg_nummer,
    abfallschluessel: avv,
    avvBezeichnung: avvInfo?.bezeichnung ?? null,
    gefaehrlich: avv ? istGefaehrlich(avv, avvInfo?.gefaehrlich) : false,
    menge: p.menge_text,
    einheit: p.einheit,
    tonnen: u.tonnen,
    kubikmeter: u.kubikmeter,
    entsorgungsverfahren: p.entsorgungsverfahren,
    verbleibsanlageName: anlageId !== null ? (s.anlagen.get(anlageId)?.name ?? null) : null,
    zertifikatName: p.zertifikat,
    zertifikatGueltigBis: gueltigBis,
    hinweis: u.tonnen === null && u.kubikmeter === null ? DOKUMENTATION_MELDUNGEN.keineMenge : null,
    rhythmus: p.rhythmus === 'ENTSORGUNG' || p.rhythmus === 'TURNUS' ? p.rhythmus : null,
    anfallstelleId: p.anfallstelle_id,
    jahr: p.jahr,
    gueltigBis,
  };
};
