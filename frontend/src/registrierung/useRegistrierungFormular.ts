import { EMAIL_VERGEBEN, registrierungSchema, type RegistrierungEingabe } from '@abfallportal/common/registrierung';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../providers/ApiError';
import { registrierungApi } from './registrierungApi';
import { registrierungPaths } from './registrierungPaths';
import { useEmailVerfuegbar } from './useEmailVerfuegbar';
import { fehlermeldung } from '../providers/fehlermeldung';

export type RegistrierungFelder = {
  firma: string;
  brancheId: number | '';
  registrierterName: string;
  mitarbeiterzahl: string;
  vertragId: number | '';
  anrede: '' | 'FRAU' | 'HERR';
  vorname: string;
  nachname: string;
  email: string;
  agbAkzeptiert: boolean;
  verbindlichBestellt: boolean;
};

const LEER: RegistrierungFelder = {
  firma: '',
  brancheId: '',
  registrierterName: '',
  mitarbeiterzahl: '',
  vertragId: '',
  anrede: '',
  vorname: '',
  nachname: '',
  email: '',
  agbAkzeptiert: false,
  verbindlichBestellt: false,
};

/** What the form sends: the shared schema's input, so client and server check the same rules. */
const eingabeAus = (f: RegistrierungFelder): RegistrierungEingabe => ({
  ...f,
  brancheId: f.brancheId === '' ? (undefined as unknown as number) : f.brancheId,
  vertragId: f.vertragId === '' ? (undefined as unknown as number) : f.vertragId,
  // An empty or non-numeric entry is no number: the schema names it.
  mitarbeiterzahl: f.mitarbeiterzahl.trim() === '' ? Number.NaN : Number(f.mitarbeiterzahl.replace(/\./g, '')),
  agbAkzeptiert: f.agbAkzeptiert as true,
  verbindlichBestellt: f.verbindlichBestellt as true,
});

/** State, client-side check with the shared zod schema, and the POST; server field errors land next to the fields. */
export const useRegistrierungFormular = () => {
  const navigate = useNavigate();
  const translate = useTranslate();
  const [felder, setFelder] = useState<RegistrierungFelder>(LEER);
  const [fehler, setFehler] = useState<Partial<Record<keyof RegistrierungFelder, string>>>({});
  const [meldung, setMeldung] = useState<string | null>(null);
  const emailFrei = useEmailVerfuegbar(felder.email);
  const senden = useMutation({
    mutationFn: registrierungApi.registrieren,
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => navigate(registrierungPaths.abgeschlossen, { state: { email: antwort.email } }),
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.errors).length > 0) {
        setFehler(error.errors as Partial<Record<keyof RegistrierungFelder, string>>);
        setMeldung(null);
      } else {
        setMeldung(fehlermeldung(error, translate, 'fehler.failedRegistration'));
      }
    },
  });

  const setze = <K extends keyof RegistrierungFelder>(feld: K, wert: RegistrierungFelder[K]) => {
    setFelder((f) => ({ ...f, [feld]: wert }));
    setFehler(({ [feld]: _weg, ...rest }) => rest as typeof fehler);
  };

  const absenden = () => {
    const eingabe = eingabeAus(felder);
    const geprueft = registrierungSchema.safeParse(eingabe);
    const neu: Partial<Record<keyof RegistrierungFelder, string>> = {};
    if (!geprueft.success) {
      for (const issue of geprueft.error.issues) neu[issue.path[0] as keyof RegistrierungFelder] ??= issue.message;
    }
    if (emailFrei === false) neu.email ??= EMAIL_VERGEBEN;
    setFehler(neu);
    setMeldung(null);
    if (Object.keys(neu).length === 0) senden.mutate(eingabe);
  };

  return { felder, fehler, meldung, emailFrei, setze, absenden, laeuft: senden.isPending };
};
