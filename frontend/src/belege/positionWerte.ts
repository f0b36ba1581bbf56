import { type BelegDetails, type BelegFelder, type BelegPosition } from '@abfallportal/common/beleg';

// The positions dialog's form values and how they become the receipt's fields.

/** One position as the form holds it (strings for what a person types); the rest is kept as it was. */
export type PositionWerte = {
  bezeichnung: string;
  abfallschluessel: string;
  menge: string;
  einheit: string;
  behaelter: string;
  behaelterkategorie: string;
  behaelterAnzahl: string;
  rhythmus: string;
  anzahlLeerungen: string;
  entsorgungsverfahren: string;
  verbleibsanlageId: number | null;
  zertifikat: string;
  ausnahme: string;
  /** The fields the dialog does not show (density, amount), sent back unchanged. */
  rest: Pick<BelegPosition, 'abweichendeDichte' | 'betrag'>;
};

export type KopfWerte = { anfallstelleId: number | null; leistungVon: string; leistungBis: string };

export const aus = (p: BelegPosition): PositionWerte => ({
  bezeichnung: p.bezeichnung ?? '',
  abfallschluessel: p.abfallschluessel ?? '',
  menge: p.menge ?? '',
  einheit: p.einheit ?? '',
  behaelter: p.behaelter ?? '',
  behaelterkategorie: p.behaelterkategorie ?? '',
  behaelterAnzahl: p.behaelterAnzahl === null ? '' : String(p.behaelterAnzahl),
  rhythmus: p.rhythmus ?? '',
  anzahlLeerungen: p.anzahlLeerungen === null ? '' : String(p.anzahlLeerungen),
  entsorgungsverfahren: p.entsorgungsverfahren ?? '',
  verbleibsanlageId: p.verbleibsanlageId,
  zertifikat: p.zertifikat ?? '',
  ausnahme: p.ausnahme ?? '',
  rest: { abweichendeDichte: p.abweichendeDichte, betrag: p.betrag },
});

export const NEU: PositionWerte = aus({
  bezeichnung: null,
  abfallschluessel: null,
  menge: null,
  einheit: null,
  abweichendeDichte: null,
  behaelterkategorie: null,
  behaelter: null,
  behaelterAnzahl: null,
  rhythmus: null,
  anzahlLeerungen: null,
  entsorgungsverfahren: null,
  verbleibsanlageId: null,
  zertifikat: null,
  ausnahme: null,
  betrag: null,
});

const oderNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());
/** A whole number as typed; what is no number goes to the server as typed and gets its German message there. */
const zahlOderNull = (v: string): number | null => (v.trim() === '' ? null : Number(v.trim()));
export const avvRoh = (avv: string) => avv.replace(/[\s*]/g, '');

/** The receipt's fields with the dialog's header and positions (everything else as the page shows it). */
export const felderAus = (beleg: BelegDetails, kopf: KopfWerte, positionen: PositionWerte[]): BelegFelder => ({
  typ: beleg.typ,
  name: beleg.name,
  nummer: beleg.nummer,
  datum: beleg.datum,
  empfaenger: beleg.empfaenger,
  absender: beleg.absender,
  anfallstelleId: kopf.anfallstelleId,
  leistungVon: oderNull(kopf.leistungVon),
  leistungBis: oderNull(kopf.leistungBis),
  summe: beleg.summe,
  bestellReferenz: beleg.bestellReferenz,
  storniertBelegId: beleg.storniertBelegId,
  positionen: positionen.map((p) => ({
    bezeichnung: oderNull(p.bezeichnung),
    abfallschluessel: oderNull(p.abfallschluessel),
    menge: oderNull(p.menge),
    einheit: oderNull(p.einheit),
    abweichendeDichte: p.rest.abweichendeDichte,
    behaelterkategorie: oderNull(p.behaelterkategorie),
    behaelter: oderNull(p.behaelter),
    behaelterAnzahl: zahlOderNull(p.behaelterAnzahl),
    rhythmus: (oderNull(p.rhythmus) as BelegPosition['rhythmus']) ?? null,
    anzahlLeerungen: p.rhythmus === 'TURNUS' ? zahlOderNull(p.anzahlLeerungen) : null,
    entsorgungsverfahren: oderNull(p.entsorgungsverfahren),
    verbleibsanlageId: p.verbleibsanlageId,
    zertifikat: oderNull(p.zertifikat),
    ausnahme: oderNull(p.ausnahme),
    betrag: p.rest.betrag,
  })),
});

export type AvvOption = { schluessel: string; anzeige: string; bezeichnung: string; fraktionId: number };
export type Anlage = { id: number; name: string };
