import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Button, Chip, Divider, Link, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatDatumZeit } from '../format/format';
import { Fragment, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { usePortalConfig } from '../config/usePortalConfig';
import { PublicLayout } from '../layout/PublicLayout';
import { apiFetch } from '../providers/apiFetch';
import type { DevMail } from '@abfallportal/common/devMail';

const URL_MUSTER = /(https?:\/\/[^\s]+)/g;

/** The mail text with every address clickable. */
const MitLinks = ({ text }: { text: string }) => (
  <Typography variant="body2" component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {text.split(URL_MUSTER).map((teil, i) =>
      i % 2 === 1 ? (
        <Link key={i} href={teil}>
          {teil}
        </Link>
      ) : (
        <Fragment key={i}>{teil}</Fragment>
      ),
    )}
  </Typography>
);

/** /dev/postfach: the outbox of the embedded mode, newest first (DESIGN § 7). */
export const DevPostfachPage = () => {
  const translate = useTranslate();
  const config = usePortalConfig();
  const [empfaenger, setEmpfaenger] = useState('');
  const mails = useQuery({
    queryKey: ['devMails', empfaenger.trim()],
    queryFn: () =>
      apiFetch<DevMail[]>('/api/dev/mails', { query: { limit: 100, ...(empfaenger.trim() ? { empfaenger: empfaenger.trim() } : {}) } }),
    enabled: config.data?.devMailbox === true,
    meta: { eigeneFehler: true },
  });

  const inhalt = () => {
    if (config.isPending) return <Loading />;
    if (!config.data?.devMailbox) return <Alert severity="info">{translate('devPostfach.nichtVerfuegbar')}</Alert>;
    if (mails.isError)
      return <Alert severity="error">{translate('fehler.failedLoading', { detail: translate('fehler.pleaseTryAgain') })}</Alert>;
    if (mails.data?.length === 0) return <Typography>{translate('devPostfach.leer')}</Typography>;
    return (
      <Stack spacing={2} divider={<Divider />} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {(mails.data ?? []).map((mail) => (
          <Stack component="li" key={mail.id} spacing={0.5} aria-label={mail.betreff}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                {mail.betreff}
              </Typography>
              <Chip size="small" label={mail.anlass} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('devPostfach.empfaenger')}: {mail.empfaenger} ·{' '}
              {translate('devPostfach.erstellt', { zeit: formatDatumZeit(mail.erstelltAm, { sekunden: true }) })}
            </Typography>
            <MitLinks text={mail.text} />
            {mail.links
              .filter((link) => !mail.text.includes(link))
              .map((link) => (
                <Link key={link} href={link} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {link}
                </Link>
              ))}
          </Stack>
        ))}
      </Stack>
    );
  };

  return (
    <PublicLayout title={translate('devPostfach.titel')} width={760}>
      <Stack spacing={2}>
        <Typography variant="body2">{translate('devPostfach.text')}</Typography>
        {config.data?.devMailbox && (
          <Stack direction="row" spacing={1}>
            <TextField
              label={translate('devPostfach.filter')}
              size="small"
              value={empfaenger}
              onChange={(e) => setEmpfaenger(e.target.value)}
              fullWidth
            />
            <Button startIcon={<RefreshIcon />} onClick={() => void mails.refetch()}>
              {translate('devPostfach.aktualisieren')}
            </Button>
          </Stack>
        )}
        {inhalt()}
      </Stack>
    </PublicLayout>
  );
};
