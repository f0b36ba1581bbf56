import { abfallmengeFelderSchema, type Abfallmenge } from '@abfallportal/common/abfallmenge';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { zeitraumVerkehrt } from '../ui/datumsPruefung';
import { useDatumsFehler } from '../ui/useDatumsFehler';
import { feldFehler as zodFeldFehler } from '../ui/feldFehler';
import { dokumentationApi } from './dokumentationApi';
import { aus, eingabeAus, leer, type DatumsName, type Werte } from './abfallmengeWerte';

export type AbfallmengeFormularProps = {
  offen: boolean;
  erzeugerId: number;
  anfallstelleId: number;
  jahr: number;
  /** The quantity to edit; none: create. */
  menge: Abfallmenge | null;
  onGespeichert: () => void;
};

/**
 * The waste quantity dialog's form: the values as typed, the disposal path and certificate file, the
 * messages, and the save (a new certificate first, then the fields on top of its revision).
 */
export const useAbfallmengeFormular = ({ offen, erzeugerId, anfallstelleId, jahr, menge, onGespeichert }: AbfallmengeFormularProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [werte, setWerte] = useState<Werte>(leer(jahr));
  const [weg, setWeg] = useState<'anlage' | 'zertifikat'>('anlage');
  const [datei, setDatei] = useState<File | null>(null);
  const [fehler, setFehler] = useState<Record<string, string>>({});
  const [meldung, setMeldung] = useState<string | null>(null);
  const [laeuft, setLaeuft] = useState(false);
  const datumsFehler = useDatumsFehler<DatumsName>();
  const datumsFehlerZuruecksetzen = datumsFehler.zuruecksetzen;
  useEffect(() => {
    if (!offen) return;
    datumsFehlerZuruecksetzen();
    setWerte(menge ? aus(menge) : leer(jahr));
    setWeg(menge && menge.verbleibsanlageId === null ? 'zertifikat' : 'anlage');
    setDatei(null);
    setFehler({});
    setMeldung(null);
  }, [offen, menge, jahr, datumsFehlerZuruecksetzen]);

  const setze = (feld: keyof Werte) => (e: { target: { value: string } }) => setWerte((w) => ({ ...w, [feld]: e.target.value }));
  const feld = (name: keyof Werte, extra: Record<string, unknown> = {}) => ({
    label: translate(`dokumentation.feld.${name}`),
    value: werte[name] ?? '',
    onChange: setze(name),
    error: Boolean(fehler[name]),
    helperText: fehler[name] ?? (extra.hilfe as string | undefined),
    size: 'small' as const,
    fullWidth: true,
    slotProps: { htmlInput: { 'data-testid': `feld-${name}` } },
  });

  const verkehrt = zeitraumVerkehrt(werte.leistungVon, werte.leistungBis);
  const speichern = async () => {
    // The certificate's date counts only on the certificate path, as in the request below.
    const ungueltig = datumsFehler.offen((name) => weg === 'zertifikat' || name !== 'zertifikatGueltigBis');
    if (Object.keys(ungueltig).length > 0) {
      setFehler((f) => ({ ...f, ...ungueltig }));
      return;
    }
    const eingabe = eingabeAus(werte, weg, anfallstelleId);
    const geprueft = abfallmengeFelderSchema.safeParse(eingabe);
    if (!geprueft.success) {
      setFehler(zodFeldFehler(geprueft.error));
      return;
    }
    setLaeuft(true);
    try {
      if (menge && weg === 'zertifikat' && datei) {
        // The new certificate first (one revision more), then the fields on top of it.
        await dokumentationApi.zertifikatErsetzen(menge.id, menge.version, datei, eingabe.zertifikatGueltigBis ?? null);
        await dokumentationApi.aendern(menge.id, menge.version + 1, eingabe);
      } else if (menge) await dokumentationApi.aendern(menge.id, menge.version, eingabe);
      else await dokumentationApi.anlegen(erzeugerId, eingabe, weg === 'zertifikat' ? datei : null);
      notify(translate(menge ? 'erfolg.gespeichert' : 'erfolg.hinzugefuegt'), { type: 'success' });
      onGespeichert();
    } catch (error) {
      if (error instanceof ApiError) setFehler(error.errors);
      setMeldung(error instanceof Error ? error.message : String(error));
    } finally {
      setLaeuft(false);
    }
  };

  return { werte, setWerte, weg, setWeg, datei, setDatei, fehler, setFehler, meldung, laeuft, datumsFehler, feld, verkehrt, speichern };
};

export type AbfallmengeFormular = ReturnType<typeof useAbfallmengeFormular>;
