import type { BelegTyp } from '@abfallportal/common/beleg';
import type { PdfFeld, PdfPosition, PdfRechnungVorschlag } from '@abfallportal/common/belegImport';
import { avvKatalog } from '../erechnung/avvErkennung';
import type { PdfText, PdfZeile } from './pdfText';

/**
 * /aiinvoice (spec § 7): a plain PDF invoice's header and positions read from its text layer by
 * rules, no external service. What it reads and what not: docs/decisions.md, „/aiinvoice“.
 */

const DATUM = String.raw`(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})(?!\d)`;
const GELD = String.raw`(-?\d{1,3}(?:\.\d{3})+,\d{2}|-?\d+,\d{2})`;
const GELD_ZELLE = new RegExp(String.raw`^${GELD}\s*(?:€|EUR)?$`, 'i');
const ZAHL_ZELLE = /^\d{1,3}(?:\.\d{3})*(?:,\d{1,3})?$|^\d+(?:,\d{1,3})?$/;
const AVV_ZELLE = /^(\d{2}) ?(\d{2}) ?(\d{2}) ?(\*?)$/;

/** Units as written on German invoices → the unit a receipt position carries. */
const EINHEITEN: [RegExp, string][] = [
  [/^(t|to|tonnen?)$/i, 't'],
  [/^kg$/i, 'kg'],
  [/^(m³|m3|cbm)$/i, 'm³'],
  [/^(stück|stk\.?|st\.?)$/i, 'Stück'],
  [/^(h|std\.?|stunden?)$/i, 'h'],
  [/^(l|liter)$/i, 'l'],
  [/^(tage?|tg\.?)$/i, 'Tag'],
];
const einheitVon = (zelle: string): string | null => EINHEITEN.find(([muster]) => muster.test(zelle.trim()))?.[1] ?? null;
const MENGE_EINHEIT_ZELLE = /^(\d{1,3}(?:\.\d{3})*(?:,\d{1,3})?|\d+(?:,\d{1,3})?)\s*(\S+)$/;

const geld = (text: string): number => Number(text.replace(/\./g, '').replace(',', '.'));
const tag = (m: RegExpMatchArray | string[], ab: number): string | null => {
  const [d, mo, j] = [m[ab], m[ab + 1], m[ab + 2]];
  if (!d || !mo || !j) return null;
  const jahr = j.length === 2 ? `20${j}` : j;
  const iso = `${jahr}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const dt = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(dt.getTime()) || dt.toISOString().slice(0, 10) !== iso ? null : iso;
};
const sicher = (wert: string | number, hinweis: string | null = null): PdfFeld => ({ wert, sicherheit: 'sicher', hinweis });
const unsicher = (wert: string | number | null, hinweis: string): PdfFeld => ({ wert, sicherheit: 'unsicher', hinweis });
const fehlt = (hinweis: string): PdfFeld => ({ wert: null, sicherheit: 'fehlt', hinweis });

/** Lines that carry totals or header data, never a position. */
const SUMMEN_ZEILE =
  /\b(netto\w*|brutto\w*|\w*summe|rechnungsbetrag|gesamtbetrag|endbetrag|zahlbetrag|ust|mwst|umsatzsteuer|mehrwertsteuer|skonto|iban|bic)\b/i;
const KOPF_ZEILE = /^(pos\.?|position|nr\.?)\b.*(bezeichnung|artikel|leistung|menge)/i;

function suche(zeilen: PdfZeile[], muster: RegExp): { m: RegExpMatchArray; zeile: number } | null {
  for (let i = 0; i < zeilen.length; i++) {
    const m = zeilen[i]!.text.match(muster);
    if (m) return { m, zeile: i + 1 };
  }
  return null;
}

function leseTyp(zeilen: PdfZeile[]): PdfFeld {
  const oben = zeilen.slice(0, 40).map((z) => z.text);
  const titel: [RegExp, BelegTyp][] = [
    [/^storno-?rechnung\b|^rechnungskorrektur\b/i, 'stornorechnung'],
    [/^storno-?gutschrift\b/i, 'stornogutschrift'],
    [/^gutschrift\b/i, 'gutschrift'],
    [/^lieferschein\b/i, 'lieferschein'],
    [/^(wiegeschein|wägeschein|wiegenote)\b/i, 'wiegeschein'],
    [/^rechnung\b/i, 'rechnung'],
  ];
  for (const [muster, typ] of titel) if (oben.some((t) => muster.test(t))) return sicher(typ, 'aus der Überschrift');
  return unsicher('rechnung', 'Keine Überschrift „Rechnung“, „Gutschrift“ … gefunden; Rechnung angenommen.');
}

function lesePosition(z: PdfZeile, nr: number, katalog: ReturnType<typeof avvKatalog>): PdfPosition | null {
  if (SUMMEN_ZEILE.test(z.text) || KOPF_ZEILE.test(z.text)) return null;
  const zellen = z.zellen;
  const belegt = new Set<number>();
  // Amounts: the last money cell is the position's total, the one before the unit price.
  const geldIdx = zellen.map((c, i) => (GELD_ZELLE.test(c) ? i : -1)).filter((i) => i >= 0);
  // Quantity and unit: a number cell followed by a unit cell, or one cell "2,14 t".
  let menge: string | null = null;
  let einheit: string | null = null;
  for (let i = 0; i < zellen.length && menge === null; i++) {
    if (geldIdx.includes(i)) continue;
    const c = zellen[i]!;
    const folgend = zellen[i + 1];
    if (ZAHL_ZELLE.test(c) && folgend !== undefined && einheitVon(folgend)) {
      menge = c;
      einheit = einheitVon(folgend);
      belegt.add(i).add(i + 1);
    } else {
      const m = MENGE_EINHEIT_ZELLE.exec(c);
      if (m && einheitVon(m[2]!)) {
        menge = m[1]!;
        einheit = einheitVon(m[2]!);
        belegt.add(i);
      }
    }
  }
  // AVV: a cell of six digits (pairs may be separated, star for hazardous).
  let avv: PdfFeld = fehlt('Kein Abfallschlüssel in der Zeile.');
  zellen.forEach((c, i) => {
    const m = AVV_ZELLE.exec(c.trim());
    if (!m || belegt.has(i)) return;
    belegt.add(i);
    const eintrag = katalog.get(`${m[1]}${m[2]}${m[3]}`);
    avv = eintrag
      ? sicher(eintrag.anzeige, `AVV-Katalog: ${eintrag.anzeige}`)
      : unsicher(c.trim(), `„${c.trim()}“ steht nicht im AVV-Katalog.`);
  });
  if (menge === null && avv.sicherheit === 'fehlt') return null;
  if (menge === null && geldIdx.length === 0) return null;
  geldIdx.forEach((i) => belegt.add(i));
  // Position number: a small integer in the first cell.
  if (zellen[0] && /^\d{1,3}\.?$/.test(zellen[0]) && !belegt.has(0) && zellen.length > 2) belegt.add(0);
  const rest = zellen.filter((_, i) => !belegt.has(i));
  const bezeichnungText = rest.sort((a, b) => b.length - a.length)[0] ?? null;
  const betragWert = geldIdx.length > 0 ? geld(GELD_ZELLE.exec(zellen[geldIdx[geldIdx.length - 1]!]!)![1]!) : null;
  const preisWert = geldIdx.length > 1 ? geld(GELD_ZELLE.exec(zellen[geldIdx[geldIdx.length - 2]!]!)![1]!) : null;
  const mengeZahl = menge === null ? null : geld(menge.includes(',') ? menge : `${menge},00`);
  let betrag: PdfFeld = betragWert === null ? fehlt('Kein Betrag in der Zeile.') : sicher(betragWert);
  let einzelpreis: PdfFeld = preisWert === null ? fehlt('Kein Einzelpreis in der Zeile.') : sicher(preisWert);
  if (betragWert !== null && preisWert !== null && mengeZahl !== null && Math.abs(mengeZahl * preisWert - betragWert) > 0.011) {
    const hinweis = `Menge × Einzelpreis ergibt ${(mengeZahl * preisWert).toFixed(2).replace('.', ',')} €, nicht ${betragWert.toFixed(2).replace('.', ',')} €.`;
    betrag = unsicher(betragWert, hinweis);
    einzelpreis = unsicher(preisWert, hinweis);
  }
  return {
    zeile: nr,
    text: z.text,
    bezeichnung: bezeichnungText ? sicher(bezeichnungText) : fehlt('Keine Bezeichnung in der Zeile.'),
    abfallschluessel: avv,
    menge: menge === null ? fehlt('Keine Menge mit Einheit in der Zeile.') : sicher(menge.replace(/\./g, '')),
    einheit: einheit === null ? fehlt('Keine Einheit (t, kg, m³, Stück, h, l, Tag) in der Zeile.') : sicher(einheit),
    einzelpreis,
    betrag,
  };
}

/** Reads the header and the positions of an invoice from the lines of its text layer. */
export function leseRechnungAusPdfText(pdf: PdfText): PdfRechnungVorschlag {
  const zeilen = pdf.zeilen;
  const nichtGelesen: string[] = [];
  if (zeilen.length === 0) {
    nichtGelesen.push(
      'Die PDF-Datei hat keine Textebene (z. B. ein eingescanntes Bild); ohne Texterkennung kann sie nicht gelesen werden.',
    );
  }
  const nummerTreffer = suche(
    zeilen,
    /(?:rechnungs-?\s*(?:nummer|nr\.?)|rechnung\s+nr\.?|gutschrift(?:s-?\s*(?:nummer|nr\.?)|\s+nr\.?)|beleg-?\s*(?:nummer|nr\.?)|lieferschein-?\s*(?:nummer|nr\.?)|wiegeschein-?\s*(?:nummer|nr\.?))\s*:?\s*([A-Za-z0-9][A-Za-z0-9\-/.]*\d[A-Za-z0-9\-/]*)/i,
  );
  const nummer = nummerTreffer ? sicher(nummerTreffer.m[1]!, `Zeile ${nummerTreffer.zeile}`) : fehlt('Keine Rechnungsnummer gefunden.');
  const datumTreffer = suche(zeilen, new RegExp(String.raw`(?:rechnungs|beleg|gutschrifts)?datum\s*:?\s*${DATUM}`, 'i'));
  let datum: PdfFeld = fehlt('Kein Rechnungsdatum gefunden.');
  if (datumTreffer && tag(datumTreffer.m, 1)) datum = sicher(tag(datumTreffer.m, 1)!, `Zeile ${datumTreffer.zeile}`);
  const zeitraumTreffer = suche(
    zeilen,
    new RegExp(String.raw`(?:leistungszeitraum|zeitraum|leistungsdatum)\s*:?\s*${DATUM}(?:\s*(?:-|–|bis)\s*${DATUM})?`, 'i'),
  );
  let leistungVon: PdfFeld = fehlt('Kein Leistungszeitraum gefunden.');
  let leistungBis: PdfFeld = fehlt('Kein Leistungszeitraum gefunden.');
  if (zeitraumTreffer) {
    const von = tag(zeitraumTreffer.m, 1);
    const bis = zeitraumTreffer.m[4] ? tag(zeitraumTreffer.m, 4) : von;
    if (von) leistungVon = sicher(von, `Zeile ${zeitraumTreffer.zeile}`);
    if (bis)
      leistungBis = zeitraumTreffer.m[4]
        ? sicher(bis, `Zeile ${zeitraumTreffer.zeile}`)
        : unsicher(bis, 'Nur ein Leistungsdatum angegeben.');
  }
  if (datum.sicherheit === 'fehlt') {
    const irgendein = suche(zeilen, new RegExp(DATUM));
    if (irgendein && tag(irgendein.m, 1))
      datum = unsicher(tag(irgendein.m, 1)!, `Erstes Datum im Text (Zeile ${irgendein.zeile}), ohne Beschriftung.`);
  }
  const vorgang = suche(zeilen, /\b(V-\d{4}-\d{3,})\b/);
  let bestellReferenz: PdfFeld = fehlt('Keine Vorgangsnummer (V-…) des Portals gefunden.');
  if (vorgang) bestellReferenz = sicher(vorgang.m[1]!, `Zeile ${vorgang.zeile}`);
  else {
    const ref = suche(zeilen, /(?:ihre bestellung|bestellnummer|bestell-nr\.?|auftragsnummer|auftrags-nr\.?|ihr zeichen)\s*:?\s*(\S+)/i);
    if (ref) bestellReferenz = unsicher(ref.m[1]!, `Bestellangabe in Zeile ${ref.zeile}, aber keine Vorgangsnummer (V-…).`);
  }

  const katalog = avvKatalog();
  const positionen: PdfPosition[] = [];
  zeilen.forEach((z, i) => {
    const p = lesePosition(z, i + 1, katalog);
    if (p) positionen.push(p);
    else if (
      z.zellen.length > 1 &&
      GELD_ZELLE.test(z.zellen[z.zellen.length - 1]!) &&
      !SUMMEN_ZEILE.test(z.text) &&
      !KOPF_ZEILE.test(z.text)
    )
      nichtGelesen.push(
        `Zeile ${i + 1} hat einen Betrag, aber weder Menge mit Einheit noch Abfallschlüssel; nicht als Position gelesen: „${z.text}“.`,
      );
  });
  if (zeilen.length > 0 && positionen.length === 0)
    nichtGelesen.push('Keine Positionen gefunden (Zeilen mit Menge und Einheit oder Abfallschlüssel).');

  const nettoTreffer = suche(
    zeilen,
    new RegExp(String.raw`(?:nettobetrag|netto-?summe|summe netto|gesamt netto|netto|zwischensumme)\s*:?\s*${GELD}`, 'i'),
  );
  const bruttoTreffer = suche(
    zeilen,
    new RegExp(String.raw`(?:rechnungsbetrag|gesamtbetrag|bruttobetrag|brutto|endbetrag|zahlbetrag|gesamtsumme)\s*:?\s*${GELD}`, 'i'),
  );
  const positionsSumme = positionen.reduce((s, p) => s + (typeof p.betrag.wert === 'number' ? p.betrag.wert : 0), 0);
  let summe: PdfFeld = fehlt('Kein Nettobetrag gefunden.');
  if (nettoTreffer) {
    const netto = geld(nettoTreffer.m[1]!);
    summe =
      positionen.length > 0 && Math.abs(positionsSumme - netto) > 0.011
        ? unsicher(
            netto,
            `Die Positionen ergeben ${positionsSumme.toFixed(2).replace('.', ',')} €, der Nettobetrag ist ${nettoTreffer.m[1]} €.`,
          )
        : sicher(netto, `Zeile ${nettoTreffer.zeile}`);
  } else if (positionen.length > 0 && positionsSumme !== 0) {
    summe = unsicher(Math.round(positionsSumme * 100) / 100, 'Kein Nettobetrag beschriftet; Summe der Positionen.');
  }
  const bruttoSumme = bruttoTreffer
    ? sicher(geld(bruttoTreffer.m[1]!), `Zeile ${bruttoTreffer.zeile}`)
    : fehlt('Kein Rechnungsbetrag (brutto) gefunden.');

  const kopf = { typ: leseTyp(zeilen), nummer, datum, leistungVon, leistungBis, bestellReferenz, summe, bruttoSumme };
  for (const [feld, text] of [
    ['nummer', 'Rechnungsnummer'],
    ['datum', 'Rechnungsdatum'],
    ['leistungVon', 'Leistungszeitraum'],
    ['bestellReferenz', 'Vorgangsnummer (V-…)'],
    ['summe', 'Nettobetrag'],
  ] as const) {
    if (zeilen.length > 0 && kopf[feld].sicherheit === 'fehlt') nichtGelesen.push(`${text} nicht gefunden.`);
  }
  nichtGelesen.push(
    'Nicht aus dem Text gelesen: Erzeuger, Entsorger, Anfallstelle, Behälter, Entsorgungsverfahren, Verbleibsanlage oder Zertifikat – bitte ergänzen.',
  );
  return { seiten: pdf.seiten, kopf, positionen, nichtGelesen };
}
