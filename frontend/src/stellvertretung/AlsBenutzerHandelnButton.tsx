import type { VerwalteterBenutzer } from '@abfallportal/common/benutzerverwaltung';
import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import SwitchAccountIcon from '@mui/icons-material/SwitchAccount';
import {
  Alert,
  Button as MuiButton,
  Chip,
  CircularProgress,
  Dialog,
  IconButton,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  Tooltip,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { apiFetch } from '../providers/apiFetch';
import { handelbareBenutzer } from './handelbareBenutzer';
import { stellvertretungApi } from './stellvertretungApi';
import { stellvertretungPaths } from './stellvertretungPaths';
import { useIdentitaetWechseln } from './useIdentitaetWechseln';

const vollerName = (b: VerwalteterBenutzer) => `${b.vorname} ${b.nachname}`.trim();

/** A producer's active users; staff may read every producer's users. */
const ladeBenutzer = (erzeugerId: number) =>
  apiFetch<VerwalteterBenutzer[]>(`/api/v1/erzeuger/${erzeugerId}/benutzer`, {
    query: { filter: JSON.stringify({ aktiv: true }), range: JSON.stringify([0, 199]) },
  });

/**
 * A row action of the support's producer list: pick one of the producer's active users and act as
 * them (spec § 6). Staff do not reach a producer's user list (the route table sends them to the
 * admin user management), so support starts here; the server decides again.
 */
export const AlsBenutzerHandelnButton = ({
  kompakt = false,
}: {
  label?: string;
  /** Only the icon, with a tooltip. */ kompakt?: boolean;
}) => {
  const record = useRecordContext<ErzeugerListeEintrag>();
  const translate = useTranslate();
  const { data } = useBenutzerInfo();
  const wechseln = useIdentitaetWechseln();
  const [offen, setOffen] = useState(false);
  const [wechselt, setWechselt] = useState(false);
  const benutzer = useQuery({
    queryKey: ['erzeuger', record?.id, 'benutzer', 'handelbar'],
    queryFn: () => ladeBenutzer(record?.id ?? 0),
    select: handelbareBenutzer,
    enabled: offen && record !== undefined,
    meta: { eigeneFehler: true },
  });
  // A producer without users (e.g. a fresh registration) has nobody to act as; no second switch from within one.
  if (!record || record.anzahlBenutzer === 0 || data?.status !== 'angemeldet' || data.info.isAlias) return null;
  const titel = translate('stellvertretung.alsBenutzerHandelnFuer', { name: record.name });
  const handeln = async (b: VerwalteterBenutzer) => {
    setWechselt(true);
    await wechseln(
      () => stellvertretungApi.handelnAls(b.email, record.id),
      () => stellvertretungPaths.nachStart,
    );
    setWechselt(false);
  };
  return (
    <>
      {kompakt ? (
        <Tooltip title={translate('stellvertretung.alsBenutzerHandeln')}>
          <IconButton
            size="small"
            color="primary"
            aria-label={titel}
            aria-haspopup="dialog"
            onClick={(e) => {
              e.stopPropagation();
              setOffen(true);
            }}
          >
            <SwitchAccountIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : (
        <Button
          label="stellvertretung.alsBenutzerHandeln"
          aria-label={titel}
          aria-haspopup="dialog"
          onClick={(e) => {
            e.stopPropagation();
            setOffen(true);
          }}
        >
          <SwitchAccountIcon />
        </Button>
      )}
      <Dialog open={offen} onClose={() => setOffen(false)} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="sm">
        <DialogTitle>{titel}</DialogTitle>
        <DialogContent>
          {benutzer.isPending && (
            <Stack alignItems="center" sx={{ py: 2 }}>
              <CircularProgress aria-label={translate('stellvertretung.benutzerLaden')} />
            </Stack>
          )}
          {benutzer.isError && <Alert severity="error">{translate('stellvertretung.benutzerFehler')}</Alert>}
          {benutzer.data?.length === 0 && <Alert severity="info">{translate('stellvertretung.keineBenutzer')}</Alert>}
          {benutzer.data && benutzer.data.length > 0 && (
            <List aria-label={translate('stellvertretung.benutzerListe', { name: record.name })}>
              {benutzer.data.map((b) => {
                const name = vollerName(b);
                return (
                  <ListItem
                    key={b.id}
                    divider
                    secondaryAction={
                      <MuiButton
                        variant="outlined"
                        size="small"
                        disabled={wechselt}
                        aria-label={translate('stellvertretung.alsPersonHandeln', { name })}
                        onClick={() => void handeln(b)}
                      >
                        {translate('stellvertretung.handeln')}
                      </MuiButton>
                    }
                  >
                    <ListItemText
                      sx={{ pr: 12 }}
                      primary={
                        <Stack direction="row" spacing={1} alignItems="center" component="span">
                          <span>{name}</span>
                          {b.rolle === 'INHABER' && (
                            <Chip size="small" variant="outlined" label={translate('stellvertretung.inhaber')} component="span" />
                          )}
                        </Stack>
                      }
                      secondary={b.email}
                    />
                  </ListItem>
                );
              })}
            </List>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOffen(false)}>{translate('ra.action.cancel')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
