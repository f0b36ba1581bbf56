import type { Kundenservice } from '@abfallportal/common/customerservice';
import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { KontaktFormular } from './KontaktFormular';
import { kundenserviceApi } from './kundenserviceApi';

const Erreichbarkeit = ({ support }: { support: Kundenservice['support'] }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="body2" gutterBottom>
          {translate('hilfe.kontakt.erreichbar')}
        </Typography>
        {support.telefon && (
          <Typography variant="body2">
            {translate('hilfe.kontakt.telefon')}: <Link href={`tel:${support.telefon.replace(/[^+\d]/g, '')}`}>{support.telefon}</Link>
          </Typography>
        )}
        <Typography variant="body2">
          {translate('hilfe.kontakt.email')}: <Link href={`mailto:${support.email}`}>{support.email}</Link>
        </Typography>
      </CardContent>
    </Card>
  );
};

/** /kontakt: the contact form (spec § 2); the message goes to support with the sender and producer attached. */
export const KontaktPage = () => {
  const translate = useTranslate();
  usePageTitle(translate('hilfe.kontakt.titel'));
  const formular = useQuery({ queryKey: ['kundenservice'], queryFn: kundenserviceApi.laden });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <Title title={translate('hilfe.kontakt.titel')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('hilfe.kontakt.titel')}
      </Typography>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {translate('hilfe.kontakt.einleitung')}
      </Typography>
      {formular.data ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <KontaktFormular daten={formular.data} />
          <Erreichbarkeit support={formular.data.support} />
        </Box>
      ) : formular.isPending ? (
        <Loading />
      ) : null}
    </Box>
  );
};
