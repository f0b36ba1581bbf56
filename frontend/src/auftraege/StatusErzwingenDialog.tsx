import { AUFTRAG_STATUS, type AuftragStatus } from '@abfallportal/common/auftrag';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import type { ErzwingenFormular } from '@abfallportal/common/auftragWire';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useNotify, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '../providers/ApiError';
import { DatumFeld } from '../ui/DatumFeld';
import { useVersionKonflikt } from '../ui/VersionKonfliktHinweis';
import { auftragAenderungApi } from './auftragAenderungApi';

type TerminFeld = 'wunschLiefertermin' | 'liefertermin' | 'wunschAbholtermin' | 'abholtermin';
const LABEL: Record<TerminFeld, string> = {
  wunschLiefertermin: 'auftraege.feld.wunschLieferterminEinzeln',
  liefertermin: 'auftraege.feld.liefertermin',
  wunschAbholtermin: 'auftraege.feld.wunschAbholtermin',
  abholtermin: 'auftraege.feld.abholtermin',
};

export type StatusErzwingenDialogProps = { auftragId: string; onClose: () => void };

/**
 * The admin's forced status change (spec § 4): a new status, with its full German text, and the
 * dates that status needs (the server's form says which); errors appear beside their field.
 */
export const StatusErzwingenDialog = ({ auftragId, onClose }: StatusErzwingenDialogProps) => {
  const translate = useTranslate();
  const formular = useQuery({
    queryKey: ['auftrag', auftragId, 'erzwingen'],
    queryFn: () => auftragAenderungApi.erzwingenFormular(auftragId),
    gcTime: 0,
  });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('auftragAenderung.statusErzwingen')}</DialogTitle>
      {formular.data ? (
        <Formular auftragId={auftragId} formular={formular.data} onClose={onClose} />
      ) : formular.isError ? (
        <DialogContent>
          <Alert severity="error">{translate('fehler.generic')}</Alert>
        </DialogContent>
      ) : (
        <Loading loadingPrimary="" loadingSecondary="" />
      )}
    </Dialog>
  );
};

const Formular = ({ auftragId, formular, onClose }: { auftragId: string; formular: ErzwingenFormular; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const versionKonflikt = useVersionKonflikt();
  const [status, setStatus] = useState<AuftragStatus>(formular.status);
  const [termine, setTermine] = useState<Record<TerminFeld, string | null>>({
    wunschLiefertermin: formular.wunschLiefertermin,
    liefertermin: formular.liefertermin,
    wunschAbholtermin: formular.wunschAbholtermin,
    abholtermin: formular.abholtermin,
  });
  const pflicht = formular.pflichtTermine[status] ?? [];
  const senden = useMutation({
    mutationFn: () =>
      auftragAenderungApi.erzwingen(
        auftragId,
        { status, ...Object.fromEntries(pflicht.map((f) => [f, termine[f] || null])) },
        formular.version,
      ),
    meta: { eigeneFehler: true },
    onError: (error) => versionKonflikt(error),
    onSuccess: () => {
      notify('erfolg.aktualisiert', { type: 'success' });
      onClose();
      refresh();
    },
  });
  const fehler = senden.error instanceof ApiError ? senden.error : undefined;
  return (
    <>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <TextField
            select
            required
            label={translate('auftragAenderung.neuerStatus')}
            value={status}
            onChange={(e) => setStatus(e.target.value as AuftragStatus)}
            error={fehler?.errors.status !== undefined}
            helperText={fehler?.errors.status ?? ' '}
          >
            {AUFTRAG_STATUS.map((s) => (
              <MenuItem key={s} value={s}>
                {AUFTRAG_STATUS_TEXT[s]}
              </MenuItem>
            ))}
          </TextField>
          {pflicht.map((feld) => (
            <DatumFeld
              key={feld}
              label={translate(LABEL[feld])}
              value={termine[feld] ?? null}
              onChange={(wert) => setTermine((alt) => ({ ...alt, [feld]: wert }))}
              required
              error={fehler?.errors[feld] !== undefined}
              helperText={fehler?.errors[feld] ?? ' '}
            />
          ))}
          {fehler && Object.keys(fehler.errors).length === 0 && fehler.status !== 409 && <Alert severity="error">{fehler.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={senden.isPending}>
          {translate('auftragAenderung.abbrechen')}
        </Button>
        <Button variant="contained" onClick={() => senden.mutate()} disabled={senden.isPending}>
          {translate('auftragAenderung.speichern')}
        </Button>
      </DialogActions>
    </>
  );
};
