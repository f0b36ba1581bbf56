import { BELEG_STATUS_TEXT, BELEG_TYP_TEXT } from '@abfallportal/common/beleg';
import { Alert, Box, Link as MuiLink, List, ListItem, ListItemText, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDatum, formatEuro } from '../format/format';
import { dokumentationApi } from './dokumentationApi';
import { dokumentationPaths } from './dokumentationPaths';

/** Spec § 7 `belegeByNummer`: find a receipt of the producer by (part of) its number and jump to its site and year. */
export const BelegNummerSuche = ({ erzeugerId }: { erzeugerId: number }) => {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const [gesucht, setGesucht] = useState('');
  useEffect(() => {
    const t = setTimeout(() => setGesucht(text.trim()), 300);
    return () => clearTimeout(t);
  }, [text]);
  const treffer = useQuery({
    queryKey: ['dokumentation', erzeugerId, 'belegeByNummer', gesucht],
    queryFn: () => dokumentationApi.belegeByNummer(erzeugerId, gesucht),
    enabled: gesucht.length > 0,
  });
  return (
    <Box>
      <TextField
        size="small"
        label={translate('dokumentation.belegSuche')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { 'data-testid': 'beleg-suche', maxLength: 100 } }}
        sx={{ width: { xs: '100%', sm: 320 } }}
      />
      {treffer.error && <Alert severity="error">{treffer.error.message}</Alert>}
      {gesucht && treffer.data?.length === 0 && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('dokumentation.belegSucheLeer')}
        </Typography>
      )}
      {treffer.data && treffer.data.length > 0 && (
        <List dense aria-label={translate('dokumentation.belegSuche')}>
          {treffer.data.map((b) => (
            <ListItem key={b.id} disableGutters>
              <ListItemText
                primary={
                  b.anfallstelleId !== null ? (
                    <MuiLink component={Link} to={dokumentationPaths.standort(erzeugerId, b.anfallstelleId, b.jahr ?? undefined)}>
                      {b.nummer ?? '–'}
                    </MuiLink>
                  ) : (
                    (b.nummer ?? '–')
                  )
                }
                secondary={[
                  BELEG_TYP_TEXT[b.typ],
                  BELEG_STATUS_TEXT[b.status],
                  formatDatum(b.datum),
                  b.entsorgerName,
                  b.anfallstelleName ?? translate('dokumentation.ohneAnfallstelle'),
                  b.summe !== null ? formatEuro(b.summe) : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
