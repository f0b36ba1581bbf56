import { AUFTRAG_FINDEN_MAX } from '@abfallportal/common/auftragOffen';
import type { AuftragListeEintrag } from '@abfallportal/common/auftragWire';
import { Alert, Button, Card, CardContent, List, ListItemButton, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDatum } from '../format/format';
import { usePageTitle } from '../layout/usePageTitle';
import { apiFetch } from '../providers/apiFetch';
import { auftragPaths } from './auftragPaths';
import { StatusChip } from './StatusChip';
import { suchBody } from './auftragSuche';

/**
 * /admin/auftraege/suche: support finds an order by number or producer (issue 19: "where is my
 * container?") without acting as the customer; a hit opens the order's details.
 */
export const AuftragSuchePage = () => {
  const translate = useTranslate();
  const titel = translate('offeneAuftraege.suche.titel');
  usePageTitle(titel);
  const [eingabe, setEingabe] = useState('');
  const suche = useMutation({
    mutationFn: (text: string) => apiFetch<AuftragListeEintrag[]>('/api/v1/auftrag/find', { method: 'POST', json: suchBody(text) }),
  });
  const absenden = (e: FormEvent) => {
    e.preventDefault();
    if (eingabe.trim() !== '') suche.mutate(eingabe);
  };
  return (
    <Card sx={{ mt: 2, maxWidth: 800 }}>
      <Title title={titel} />
      <CardContent>
        <Stack component="form" direction="row" spacing={2} onSubmit={absenden} sx={{ alignItems: 'flex-start' }}>
          <TextField
            label={translate('offeneAuftraege.suche.feld')}
            helperText={translate('offeneAuftraege.suche.hinweis')}
            value={eingabe}
            onChange={(e) => setEingabe(e.target.value)}
            type="search"
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={eingabe.trim() === '' || suche.isPending} sx={{ mt: 1 }}>
            {translate('offeneAuftraege.suche.suchen')}
          </Button>
        </Stack>
        {suche.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {suche.error.message}
          </Alert>
        )}
        {suche.data?.length === 0 && <Typography sx={{ mt: 2 }}>{translate('offeneAuftraege.suche.keineTreffer')}</Typography>}
        {suche.data && suche.data.length > 0 && (
          <List aria-label={translate('offeneAuftraege.suche.titel')}>
            {suche.data.map((a) => (
              <ListItemButton key={a.id} component={Link} to={auftragPaths.show(a.erzeugerId, a.id)} divider>
                <ListItemText
                  primary={`${a.vorgangsnummer} · ${a.erzeugerName}`}
                  secondary={`${a.anfallstelleName} · ${a.fraktion} · ${formatDatum(a.erstelltAm)}`}
                />
                <StatusChip status={a.status.type} />
              </ListItemButton>
            ))}
          </List>
        )}
        {suche.data?.length === AUFTRAG_FINDEN_MAX && (
          <Typography variant="body2" color="text.secondary">
            {translate('offeneAuftraege.suche.hoechstens')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
