import type { WorkflowAktion } from '@abfallportal/common/auftragWire';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { auftragApi } from './auftragApi';
import { WorkflowFelder } from './WorkflowFelder';
import { workflowBody, workflowFehler, type WorkflowFehler, type WorkflowWerte } from './workflowFormular';
import { aktionsFehlerSchluessel, fehlermeldung } from '../providers/fehlermeldung';

/** What happens, in plain German, for actions whose consequences are not obvious from their name. */
const HINWEIS: Record<string, string | undefined> = {
  problemMelden: 'auftragAenderung.problemHinweis',
  stornieren: 'auftragAenderung.stornierenHinweis',
  freigabeAblehnen: 'bestaetigung.freigabeAblehnenFolge',
  bestellungAblehnen: 'bestaetigung.bestellungAblehnenFolge',
  anfrageAblehnen: 'bestaetigung.anfrageAblehnenFolge',
};

/** Cancelling and rejecting end the order: the dialog names the order and confirms in red (issue 19). */
const beendend = (aktion: WorkflowAktion): boolean => /STORNIERT|ABGELEHNT/.test(aktion.zielStatus);

export type WorkflowAktionDialogProps = { aktion: WorkflowAktion; onClose: () => void };

/** Confirms one workflow action, asks for its fields, waits for the server, then reloads the order (pessimistic). */
export const WorkflowAktionDialog = ({ aktion, onClose }: WorkflowAktionDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const auftrag = useRecordContext<{ vorgangsnummer?: string }>();
  const endet = beendend(aktion);
  const [werte, setWerte] = useState<WorkflowWerte>({});
  const [fehler, setFehler] = useState<WorkflowFehler>({});
  const ausfuehren = useMutation({
    mutationFn: () => auftragApi.aktionAusfuehren(aktion.path, workflowBody(aktion.felder, werte)),
    meta: { eigeneFehler: true },
    onSuccess: (antwort) => {
      // Ordering a service answers the new follow-up order, not this one.
      const folgeauftrag = antwort.id !== aktion.path.split('/').pop();
      // spec § 8: "problem reported" has its own success message.
      if (aktion.name === 'problemMelden') notify('erfolg.problemGemeldet', { type: 'success' });
      // A reminder is a mail to the disposer: spec § 8's "sent".
      else if (aktion.name === 'erinnern') notify('erfolg.gesendet', { type: 'success' });
      else
        notify(folgeauftrag ? 'auftraege.workflow.folgeauftragAngelegt' : 'auftraege.workflow.ausgefuehrt', {
          type: 'success',
          messageArgs: { aktion: aktion.label },
        });
      onClose();
      refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError) setFehler(error.errors);
    },
  });
  const bestaetigen = () => {
    const neu = workflowFehler(aktion.felder, werte);
    setFehler(neu);
    if (Object.keys(neu).length === 0) ausfuehren.mutate();
  };
  const meldung = ausfuehren.isError ? fehlermeldung(ausfuehren.error, translate, aktionsFehlerSchluessel(aktion.name)) : null;
  return (
    <Dialog open onClose={ausfuehren.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>
        {endet && auftrag?.vorgangsnummer
          ? translate('bestaetigung.auftragBeenden', { aktion: aktion.label, nummer: auftrag.vorgangsnummer })
          : aktion.label}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('auftraege.workflow.frage', { aktion: aktion.label })}
        </Typography>
        {HINWEIS[aktion.name] && (
          <Typography variant="body2" sx={{ mb: 1 }}>
            {translate(HINWEIS[aktion.name]!)}
          </Typography>
        )}
        {/* The server names what speaks against the action, e.g. a service of the same kind still open (issue 28). */}
        {aktion.hinweis && (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {aktion.hinweis}
          </Alert>
        )}
        <WorkflowFelder
          felder={aktion.felder}
          werte={werte}
          fehler={fehler}
          setze={(feld, wert) => setWerte((alt) => ({ ...alt, [feld]: wert }))}
        />
        {meldung && <Alert severity="error">{meldung}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ausfuehren.isPending}>
          {translate('ra.action.cancel')}
        </Button>
        <Button variant="contained" color={endet ? 'error' : 'primary'} onClick={bestaetigen} disabled={ausfuehren.isPending}>
          {translate('auftraege.workflow.bestaetigen')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
