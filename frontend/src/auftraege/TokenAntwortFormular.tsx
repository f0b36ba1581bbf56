import type { TokenAktionDefinition } from '@abfallportal/common/tokenAktionen';
import type { TokenSeite } from '@abfallportal/common/auftragWire';
import { Alert, Button, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { WorkflowFelder } from './WorkflowFelder';
import { workflowBody, workflowFehler, type WorkflowFehler, type WorkflowWerte } from './workflowFormular';
import { ApiError } from '../providers/ApiError';
import { LinkFehlerHinweis } from './LinkFehlerHinweis';
import { linkFehler } from './linkFehler';
import { tokenApi } from './tokenApi';
import { statetransitionPaths } from './statetransitionPaths';
import { gespeicherteAntwort } from './gespeicherteAntwort';
import { aktionsFehlerSchluessel, fehlermeldung } from '../providers/fehlermeldung';

export type TokenAntwortFormularProps = { aktion: TokenAktionDefinition; token: string; seite: TokenSeite };

/** The fields the action needs and the confirm button; sends once, then shows the completion page. */
export const TokenAntwortFormular = ({ aktion, token, seite }: TokenAntwortFormularProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [werte, setWerte] = useState<WorkflowWerte>({});
  const [fehler, setFehler] = useState<WorkflowFehler>({});
  const antworten = useMutation({
    mutationFn: () => tokenApi.antworten(aktion, token, workflowBody(seite.felder, werte)),
    meta: { eigeneFehler: true },
    // The completion page repeats what was saved (issue 19).
    onSuccess: () =>
      navigate(statetransitionPaths.abgeschlossen, {
        replace: true,
        state: { antwort: gespeicherteAntwort(seite.auftrag.vorgangsnummer, seite.label, seite.felder, werte) },
      }),
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const link = linkFehler(antworten.error);
  if (link !== null) return <LinkFehlerHinweis fehler={link} />;
  const bestaetigen = () => {
    const neu = workflowFehler(seite.felder, werte);
    setFehler(neu);
    if (Object.keys(neu).length === 0) antworten.mutate();
  };
  const meldung = antworten.isError ? fehlermeldung(antworten.error, translate, aktionsFehlerSchluessel(aktion.aktion)) : null;
  return (
    <Stack spacing={2}>
      {seite.felder.length > 0 && (
        <WorkflowFelder
          felder={seite.felder}
          werte={werte}
          fehler={fehler}
          setze={(feld, wert) => setWerte((alt) => ({ ...alt, [feld]: wert }))}
          minDatum={heuteInBerlin(new Date())}
        />
      )}
      {meldung && <Alert severity="error">{meldung}</Alert>}
      <Button
        variant="contained"
        color={aktion.aktion.endsWith('Ablehnen') ? 'error' : 'primary'}
        onClick={bestaetigen}
        disabled={antworten.isPending || antworten.isSuccess}
      >
        {seite.label}
      </Button>
    </Stack>
  );
};
