import { Box, Button, Link, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePortalConfig } from '../config/usePortalConfig';
import { PublicLayout } from '../layout/PublicLayout';
import { useBenutzerInfo } from '../session/useBenutzerInfo';

const Abschnitt = ({ titel, children }: { titel: string; children: ReactNode }) => (
  <Box component="section" sx={{ mt: 2.5 }}>
    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
      {titel}
    </Typography>
    {children}
  </Box>
);

/** /impressum: the operator's imprint, public (§ 5 DDG); the operator's data come from GET /config (IMPRESSUM_* variables). */
export const ImpressumPage = () => {
  const translate = useTranslate();
  const config = usePortalConfig();
  const sitzung = useBenutzerInfo();
  const angemeldet = sitzung.data?.status === 'angemeldet';
  const t = (key: string) => translate(`hilfe.impressum.${key}`);
  const i = config.data?.impressum;
  return (
    <PublicLayout title={t('titel')} width={680}>
      {!i ? (
        <Skeleton variant="rectangular" height={240} aria-label={translate('portal.laden')} />
      ) : (
        <>
          <Abschnitt titel={t('angaben')}>
            <Typography component="address" sx={{ fontStyle: 'normal' }}>
              {i.betreiber}
              {i.anschrift.map((zeile) => (
                <span key={zeile}>
                  <br />
                  {zeile}
                </span>
              ))}
            </Typography>
          </Abschnitt>
          {i.vertretenDurch && (
            <Abschnitt titel={t('vertretenDurch')}>
              <Typography>{i.vertretenDurch}</Typography>
            </Abschnitt>
          )}
          <Abschnitt titel={t('kontakt')}>
            {i.telefon && (
              <Typography>
                {t('telefon')}: <Link href={`tel:${i.telefon.replace(/[^+\d]/g, '')}`}>{i.telefon}</Link>
              </Typography>
            )}
            <Typography>
              {t('email')}: <Link href={`mailto:${i.email}`}>{i.email}</Link>
            </Typography>
          </Abschnitt>
          {i.register && (
            <Abschnitt titel={t('register')}>
              <Typography>{i.register}</Typography>
            </Abschnitt>
          )}
          {i.ustId && (
            <Abschnitt titel={t('ustId')}>
              <Typography>{i.ustId}</Typography>
            </Abschnitt>
          )}
          <Abschnitt titel={t('verantwortlich')}>
            <Typography>{i.vertretenDurch ?? i.betreiber}</Typography>
          </Abschnitt>
          <Abschnitt titel={t('streitTitel')}>
            <Typography variant="body2">{t('streit')}</Typography>
          </Abschnitt>
          <Abschnitt titel={t('haftungTitel')}>
            <Typography variant="body2">{t('haftung')}</Typography>
          </Abschnitt>
        </>
      )}
      <Button component={RouterLink} to={angemeldet ? '/dashboard' : '/login'} sx={{ mt: 3 }}>
        {angemeldet ? t('zurueck') : t('zumLogin')}
      </Button>
    </PublicLayout>
  );
};
