import { BELEG_MELDUNGEN, belegFelderSchema, type BelegDetails } from '@abfallportal/common/beleg';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { zeitraumVerkehrt } from '../ui/datumsPruefung';
import { useDatumsFehler } from '../ui/useDatumsFehler';
import { feldFehler as zodFeldFehler } from '../ui/feldFehler';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { belegeApi } from './belegeApi';
import { aus, felderAus, type KopfWerte, type PositionWerte } from './positionWerte';

/**
 * The positions dialog's form: the header and positions as typed, their messages, and the save (PUT
 * /rechnungen/:id with the version the page shows; a stale version shows the conflict hint).
 */
export const usePositionenFormular = (beleg: BelegDetails, offen: boolean, onGespeichert: () => void) => {
  const translate = useTranslate();
  const notify = useNotify();
  const versionKonflikt = useVersionKonflikt();
  const [kopf, setKopf] = useState<KopfWerte>({ anfallstelleId: null, leistungVon: '', leistungBis: '' });
  const [positionen, setPositionen] = useState<PositionWerte[]>([]);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const datumsFehler = useDatumsFehler<'leistungVon' | 'leistungBis'>();
  const datumsFehlerZuruecksetzen = datumsFehler.zuruecksetzen;

  useEffect(() => {
    if (!offen) return;
    datumsFehlerZuruecksetzen();
    setKopf({ anfallstelleId: beleg.anfallstelleId, leistungVon: beleg.leistungVon ?? '', leistungBis: beleg.leistungBis ?? '' });
    setPositionen(beleg.positionen.map(aus));
    // What the receipt check misses is marked from the start.
    setFehler(beleg.pruefung);
    setMeldung(null);
  }, [offen, beleg, datumsFehlerZuruecksetzen]);

  const setzePosition = (i: number) => (aenderung: Partial<PositionWerte>) =>
    setPositionen((ps) => ps.map((p, j) => (j === i ? { ...p, ...aenderung } : p)));
  // The messages are keyed by position number: after removing one they would point at the wrong card.
  const entfernen = (i: number) => {
    setPositionen((ps) => ps.filter((_p, j) => j !== i));
    setFehler((f) => Object.fromEntries(Object.entries(f).filter(([k]) => !k.startsWith('positionen.'))));
  };

  const verkehrt = zeitraumVerkehrt(kopf.leistungVon, kopf.leistungBis);
  const speichern = async () => {
    // A typed non-day passes no value on, and the schema does not compare the two days: both stop here.
    const datumsFaul = datumsFehler.offen();
    if (Object.keys(datumsFaul).length > 0 || verkehrt) {
      setFehler((f) => ({ ...f, ...datumsFaul, ...(verkehrt && { leistungBis: BELEG_MELDUNGEN.zeitraum }) }));
      return;
    }
    const felder = felderAus(beleg, kopf, positionen);
    const geprueft = belegFelderSchema.safeParse(felder);
    if (!geprueft.success) {
      setFehler(zodFeldFehler(geprueft.error));
      return;
    }
    setLaeuft(true);
    setMeldung(null);
    try {
      await belegeApi.felderSpeichern(beleg.id, beleg.version, geprueft.data);
      notify('erfolg.gespeichert', { type: 'success' });
      onGespeichert();
    } catch (error) {
      if (versionKonflikt(error)) return;
      if (error instanceof ApiError) setFehler(error.errors);
      setMeldung(error instanceof Error ? error.message : translate('fehler.generic'));
    } finally {
      setLaeuft(false);
    }
  };

  return {
    kopf,
    setKopf,
    positionen,
    setPositionen,
    fehler,
    setFehler,
    meldung,
    laeuft,
    datumsFehler,
    verkehrt,
    setzePosition,
    entfernen,
    speichern,
  };
};

export type PositionenFormular = ReturnType<typeof usePositionenFormular>;
