import { avvDerPosition } from './avvErkennung';
import { belegTypAusCode } from './belegTypAusCode';
import type { ERechnung, ERechnungErgebnis, ERechnungPosition } from './eRechnung';
import { einheitAusCode, istEinheitCodeBekannt, istEinheitCodeWohlgeformt } from './einheitAusCode';
import type { RohPosition, RohRechnung } from './rohRechnung';

/** Thrown only inside this module and turned into a refusal; never leaves baueERechnung. */
class Abgelehnt extends Error {}

const ZAHL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const DATUM = /^\d{4}-\d{2}-\d{2}$/;
// EN 16931 allows each rounded amount to differ by one cent from its exact value.
const TOLERANZ = 0.01 + 1e-9;

const runde = (n: number): number => Math.round(n * 100) / 100;
const weichtAb = (a: number, b: number): boolean => Math.abs(a - b) > TOLERANZ;

const zahl = (wert: string | null, bezeichnung: string): number => {
  if (wert === null || !ZAHL.test(wert)) throw new Abgelehnt(`${bezeichnung} „${wert ?? ''}“ ist keine Zahl.`);
  return Number(wert);
};
const zahlOder = (wert: string | null, bezeichnung: string, sonst: number): number => (wert === null ? sonst : zahl(wert, bezeichnung));

const datumOderNull = (wert: string | null, bezeichnung: string): string | null => {
  if (wert === null) return null;
  if (!DATUM.test(wert) || Number.isNaN(Date.parse(wert))) throw new Abgelehnt(`${bezeichnung} „${wert}“ ist kein gültiges Datum.`);
  return wert;
};

// Plain spaces instead of Intl's no-break space: the reasons end up in mails and logs.
const euro = (betrag: number, waehrung: string): string =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: waehrung }).format(betrag).replace(/\u00a0/g, ' ');

const pflichtangaben = (roh: RohRechnung): string[] => {
  const kopf: [string | null, string][] = [
    [roh.nummer, 'Rechnungsnummer (BT-1)'],
    [roh.datum, 'Rechnungsdatum (BT-2)'],
    [roh.typCode, 'Rechnungsart (BT-3)'],
    [roh.waehrung, 'Währung (BT-5)'],
    [roh.verkaeuferName, 'Name des Verkäufers (BT-27)'],
    [roh.kaeuferName, 'Name des Käufers (BT-44)'],
    [roh.summePositionen, 'Summe der Positionen (BT-106)'],
    [roh.netto, 'Gesamtbetrag ohne Umsatzsteuer (BT-109)'],
    [roh.brutto, 'Gesamtbetrag mit Umsatzsteuer (BT-112)'],
    [roh.zahlbetrag, 'Zahlbetrag (BT-115)'],
  ];
  const fehlend = kopf.filter(([wert]) => wert === null).map(([, name]) => name);
  if (roh.positionen.length === 0) fehlend.push('mindestens eine Position (BG-25)');
  roh.positionen.forEach((p, i) => {
    const zeile: [string | null, string][] = [
      [p.nummer, 'Positionsnummer (BT-126)'],
      [p.menge, 'Menge (BT-129)'],
      [p.einheitCode, 'Einheit (BT-130)'],
      [p.nettobetrag, 'Nettobetrag (BT-131)'],
      [p.preis, 'Nettopreis (BT-146)'],
      [p.name, 'Artikelname (BT-153)'],
    ];
    for (const [wert, name] of zeile) if (wert === null) fehlend.push(`Position ${i + 1}: ${name}`);
  });
  return fehlend;
};

const bauePosition = (p: RohPosition, nr: number, waehrung: string, hinweise: string[]): ERechnungPosition => {
  const was = `Position ${nr}`;
  const code = p.einheitCode ?? '';
  if (!istEinheitCodeWohlgeformt(code)) throw new Abgelehnt(`${was}: Der Einheitencode „${code}“ ist kein UN/ECE-Code.`);
  if (!istEinheitCodeBekannt(code))
    hinweise.push(`${was}: Der Einheitencode „${code}“ ist uns nicht bekannt; die Position hat keine Einheit.`);
  const menge = zahl(p.menge, `${was}: Die Menge`);
  const nettopreis = zahl(p.preis, `${was}: Der Nettopreis`);
  const basismenge = zahlOder(p.basismenge, `${was}: Die Basismenge`, 1);
  const nettobetrag = zahl(p.nettobetrag, `${was}: Der Nettobetrag`);
  if (basismenge === 0) throw new Abgelehnt(`${was}: Die Basismenge des Preises ist 0.`);
  const zuschlaege = p.zuschlaege.reduce((s, b) => s + zahl(b, `${was}: Der Zuschlag`), 0);
  const nachlaesse = p.nachlaesse.reduce((s, b) => s + zahl(b, `${was}: Der Nachlass`), 0);
  // BR-LIN: line net = quantity × price ÷ base quantity + charges − allowances.
  const erwartet = runde((menge * nettopreis) / basismenge + zuschlaege - nachlaesse);
  if (weichtAb(erwartet, nettobetrag)) {
    throw new Abgelehnt(
      `${was}: Menge × Preis (${euro(erwartet, waehrung)}) weicht vom Nettobetrag der Position (${euro(nettobetrag, waehrung)}) ab.`,
    );
  }
  const name = p.name ?? '';
  const avv = avvDerPosition(name, p.beschreibung, p.merkmale);
  return {
    nummer: p.nummer ?? String(nr),
    name,
    beschreibung: p.beschreibung,
    menge,
    einheitCode: code,
    einheit: einheitAusCode(code),
    nettopreis,
    basismenge,
    nettobetrag,
    steuersatz: p.steuersatz === null ? null : zahl(p.steuersatz, `${was}: Der Steuersatz`),
    merkmale: p.merkmale,
    avvCode: avv?.schluessel ?? null,
    avvAnzeige: avv?.anzeige ?? null,
    leistungBeginn: datumOderNull(p.leistungBeginn, `${was}: Der Leistungsbeginn`),
    leistungEnde: datumOderNull(p.leistungEnde, `${was}: Das Leistungsende`),
  };
};

/** The EN 16931 sum rules BR-CO-10, -13, -14, -15, -16 and -17 (each within one cent). */
const pruefeSummen = (roh: RohRechnung, r: Omit<ERechnung, 'hinweise'>): void => {
  const w = r.waehrung;
  const summe = runde(r.positionen.reduce((s, p) => s + p.nettobetrag, 0));
  if (weichtAb(summe, r.summePositionen)) {
    throw new Abgelehnt(`Summe der Positionen (${euro(summe, w)}) weicht vom Rechnungsbetrag (${euro(r.summePositionen, w)}) ab.`);
  }
  const nachlaesse = zahlOder(roh.nachlaesse, 'Die Summe der Nachlässe (BT-107)', 0);
  const zuschlaege = zahlOder(roh.zuschlaege, 'Die Summe der Zuschläge (BT-108)', 0);
  const netto = runde(r.summePositionen - nachlaesse + zuschlaege);
  if (weichtAb(netto, r.netto)) {
    throw new Abgelehnt(
      `Der Nettobetrag (${euro(r.netto, w)}) ist nicht Summe der Positionen abzüglich Nachlässen und zuzüglich Zuschlägen (${euro(netto, w)}).`,
    );
  }
  for (const s of roh.steuern) {
    const basis = zahl(s.basis, 'Die Bemessungsgrundlage (BT-116)');
    const betrag = zahl(s.betrag, 'Der Steuerbetrag (BT-117)');
    const satz = zahlOder(s.satz, 'Der Steuersatz (BT-119)', 0);
    if (weichtAb(runde((basis * satz) / 100), betrag)) {
      throw new Abgelehnt(`Die Umsatzsteuer zu ${satz} % (${euro(betrag, w)}) passt nicht zur Bemessungsgrundlage (${euro(basis, w)}).`);
    }
  }
  if (roh.steuern.length > 0) {
    const steuern = runde(roh.steuern.reduce((s, st) => s + zahl(st.betrag, 'Der Steuerbetrag (BT-117)'), 0));
    if (weichtAb(steuern, r.steuer)) {
      throw new Abgelehnt(
        `Die Umsatzsteuer (${euro(r.steuer, w)}) ist nicht die Summe der Steuerbeträge je Steuersatz (${euro(steuern, w)}).`,
      );
    }
  }
  if (weichtAb(runde(r.netto + r.steuer), r.brutto)) {
    throw new Abgelehnt(
      `Der Bruttobetrag (${euro(r.brutto, w)}) ist nicht Nettobetrag plus Umsatzsteuer (${euro(runde(r.netto + r.steuer), w)}).`,
    );
  }
  const vorausbezahlt = zahlOder(roh.vorausbezahlt, 'Der vorausbezahlte Betrag (BT-113)', 0);
  const rundung = zahlOder(roh.rundung, 'Der Rundungsbetrag (BT-114)', 0);
  const zahlbetrag = runde(r.brutto - vorausbezahlt + rundung);
  if (weichtAb(zahlbetrag, r.zahlbetrag)) {
    throw new Abgelehnt(`Der Zahlbetrag (${euro(r.zahlbetrag, w)}) ist nicht Bruttobetrag minus Vorauszahlung (${euro(zahlbetrag, w)}).`);
  }
};

/** Checks what the syntax readers found and builds the invoice, or names the first problem. */
export const baueERechnung = (roh: RohRechnung, quelle: string, hinweiseVorher: string[]): ERechnungErgebnis => {
  try {
    const fehlend = pflichtangaben(roh);
    if (fehlend.length > 0) return { ok: false, grund: `Pflichtangaben fehlen: ${fehlend.join(', ')}.` };
    const typCode = roh.typCode ?? '';
    const belegTyp = belegTypAusCode(typCode);
    if (!belegTyp) return { ok: false, grund: `Die Rechnungsart ${typCode} (BT-3) wird nicht unterstützt.` };
    const waehrung = roh.waehrung ?? '';
    if (!/^[A-Z]{3}$/.test(waehrung)) return { ok: false, grund: `Die Währung „${waehrung}“ (BT-5) ist kein ISO-4217-Code.` };
    const hinweise = [...hinweiseVorher];
    const ohneHinweise: Omit<ERechnung, 'hinweise'> = {
      format: roh.format,
      quelle,
      spezifikation: roh.spezifikation,
      nummer: roh.nummer ?? '',
      datum: datumOderNull(roh.datum, 'Das Rechnungsdatum (BT-2)') ?? '',
      typCode,
      belegTyp,
      waehrung,
      verkaeuferName: roh.verkaeuferName ?? '',
      verkaeuferUstId: roh.verkaeuferUstId,
      kaeuferName: roh.kaeuferName ?? '',
      kaeuferReferenz: roh.kaeuferReferenz,
      bestellReferenz: roh.bestellReferenz,
      vorherigeRechnung: roh.vorherigeRechnung,
      lieferdatum: datumOderNull(roh.lieferdatum, 'Das Lieferdatum (BT-72)'),
      leistungBeginn: datumOderNull(roh.leistungBeginn, 'Der Leistungsbeginn (BT-73)'),
      leistungEnde: datumOderNull(roh.leistungEnde, 'Das Leistungsende (BT-74)'),
      summePositionen: zahl(roh.summePositionen, 'Die Summe der Positionen (BT-106)'),
      netto: zahl(roh.netto, 'Der Nettobetrag (BT-109)'),
      steuer: zahlOder(roh.steuer, 'Die Umsatzsteuer (BT-110)', 0),
      brutto: zahl(roh.brutto, 'Der Bruttobetrag (BT-112)'),
      zahlbetrag: zahl(roh.zahlbetrag, 'Der Zahlbetrag (BT-115)'),
      positionen: roh.positionen.map((p, i) => bauePosition(p, i + 1, waehrung, hinweise)),
    };
    pruefeSummen(roh, ohneHinweise);
    return { ok: true, rechnung: { ...ohneHinweise, hinweise } };
  } catch (fehler) {
    if (fehler instanceof Abgelehnt) return { ok: false, grund: fehler.message };
    throw fehler;
  }
};
