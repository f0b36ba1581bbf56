import type { TokenAktionDefinition } from '@abfallportal/common/tokenAktionen';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../providers/ApiError';
import { fehlermeldung } from '../providers/fehlermeldung';
import { AngebotFelder, useAngebotEingabe } from './AngebotFelder';
import type { GespeicherteAntwort } from './gespeicherteAntwort';
import { LinkFehlerHinweis } from './LinkFehlerHinweis';
import { linkFehler } from './linkFehler';
import { statetransitionPaths } from './statetransitionPaths';
import { tokenApi } from './tokenApi';

export type AngebotAbgebenFormularProps = { aktion: TokenAktionDefinition; token: string; vorgangsnummer?: string };

/** /statetransition/angebotabgeben/:token (spec § 2): net price in euro, comment and the offer as PDF. */
export const AngebotAbgebenFormular = ({ aktion, token, vorgangsnummer = '' }: AngebotAbgebenFormularProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const eingabe = useAngebotEingabe();
  const senden = useMutation({
    mutationFn: () => tokenApi.angebotAbgeben(aktion, token, eingabe.formular()),
    meta: { eigeneFehler: true },
    // The completion page repeats what was saved (issue 19).
    onSuccess: () => {
      const antwort: GespeicherteAntwort = { vorgangsnummer, antwort: aktion.titel, angaben: eingabe.angaben() };
      return navigate(statetransitionPaths.abgeschlossen, { replace: true, state: { antwort } });
    },
    onError: (error) => {
      if (error instanceof ApiError) eingabe.setFehler(error.errors);
    },
  });
  const link = linkFehler(senden.error);
  if (link !== null) return <LinkFehlerHinweis fehler={link} />;
  const meldung = senden.isError ? fehlermeldung(senden.error, translate, 'fehler.angeboteFehler') : null;
  return (
    <Stack spacing={2}>
      <AngebotFelder {...eingabe.felder} />
      {meldung && <Alert severity="error">{meldung}</Alert>}
      <Button variant="contained" onClick={() => eingabe.pruefen() && senden.mutate()} disabled={senden.isPending || senden.isSuccess}>
        {translate('statetransition.angebot.abgeben')}
      </Button>
    </Stack>
  );
};
