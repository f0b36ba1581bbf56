import { type Abfallmenge, type AbfallmengeEingabe } from '@abfallportal/common/abfallmenge';

// The waste quantity dialog's form values and the request they become.

export type Werte = {
  abfallschluessel: string;
  leistungsjahr: string;
  leistungVon: string;
  leistungBis: string;
  menge: string;
  einheit: string;
  abweichendeDichte: string;
  rhythmus: string;
  anzahlLeerungen: string;
  entsorgungsverfahren: string;
  verbleibsanlageId: number | null;
  zertifikatGueltigBis: string;
  ausnahme: string;
  behaelterAnzahl: string;
};

export const leer = (jahr: number): Werte => ({
  abfallschluessel: '',
  leistungsjahr: String(jahr),
  leistungVon: '',
  leistungBis: '',
  menge: '',
  einheit: 't',
  abweichendeDichte: '',
  rhythmus: 'ENTSORGUNG',
  anzahlLeerungen: '',
  entsorgungsverfahren: '',
  verbleibsanlageId: null,
  zertifikatGueltigBis: '',
  ausnahme: '',
  behaelterAnzahl: '',
});

export const aus = (m: Abfallmenge): Werte => ({
  abfallschluessel: m.abfallschluessel,
  leistungsjahr: String(m.leistungsjahr),
  leistungVon: m.leistungVon ?? '',
  leistungBis: m.leistungBis ?? '',
  menge: m.menge,
  einheit: m.einheit,
  abweichendeDichte: m.abweichendeDichte ?? '',
  rhythmus: m.rhythmus,
  anzahlLeerungen: m.anzahlLeerungen === null ? '' : String(m.anzahlLeerungen),
  entsorgungsverfahren: m.entsorgungsverfahren,
  verbleibsanlageId: m.verbleibsanlageId,
  zertifikatGueltigBis: m.zertifikatGueltigBis ?? '',
  ausnahme: m.ausnahme ?? '',
  behaelterAnzahl: m.behaelterAnzahl === null ? '' : String(m.behaelterAnzahl),
});

export type DatumsName = 'leistungVon' | 'leistungBis' | 'zertifikatGueltigBis';

const oderNull = (v: string) => (v.trim() === '' ? null : v.trim());
const zahlOderNull = (v: string) => (v.trim() === '' ? null : Number(v));

/** The request of the form: the disposal path chosen decides whether the plant or the certificate's date counts. */
export const eingabeAus = (werte: Werte, weg: 'anlage' | 'zertifikat', anfallstelleId: number): AbfallmengeEingabe => {
  return {
    anfallstelleId,
    abfallschluessel: werte.abfallschluessel,
    leistungsjahr: Number(werte.leistungsjahr),
    leistungVon: oderNull(werte.leistungVon),
    leistungBis: oderNull(werte.leistungBis),
    menge: werte.menge,
    einheit: werte.einheit as AbfallmengeEingabe['einheit'],
    abweichendeDichte: oderNull(werte.abweichendeDichte),
    rhythmus: werte.rhythmus as AbfallmengeEingabe['rhythmus'],
    anzahlLeerungen: zahlOderNull(werte.anzahlLeerungen),
    entsorgungsverfahren: werte.entsorgungsverfahren,
    verbleibsanlageId: weg === 'anlage' ? werte.verbleibsanlageId : null,
    zertifikatGueltigBis: weg === 'zertifikat' ? oderNull(werte.zertifikatGueltigBis) : null,
    ausnahme: oderNull(werte.ausnahme),
    behaelterAnzahl: zahlOderNull(werte.behaelterAnzahl),
  };
};
