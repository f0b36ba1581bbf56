import { Alert, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { PublicLayout } from '../layout/PublicLayout';
import { LinkFehlerHinweis } from './LinkFehlerHinweis';
import { linkFehler } from './linkFehler';
import { publicApi } from './publicApi';
import { istTokenAktion, type TokenAktion } from './statetransitionPaths';
import { TokenAntwortFormular } from './TokenAntwortFormular';
import { TokenAuftragUebersicht } from './TokenAuftragUebersicht';

export type TokenAktionInhaltProps = { aktion: TokenAktion; token: string };

/** /statetransition/{aktion}/:token: a disposer answers an order from the emailed link, without signing in. */
export const TokenAktionPage = () => {
  const translate = useTranslate();
  const { aktion, token = '' } = useParams();
  if (!istTokenAktion(aktion)) {
    return (
      <PublicLayout title={translate('statetransition.titel.unbekannt')} width={600}>
        <LinkFehlerHinweis fehler="ungueltig" />
      </PublicLayout>
    );
  }
  return <TokenAktionInhalt aktion={aktion} token={token} />;
};

const TokenAktionInhalt = ({ aktion, token }: TokenAktionInhaltProps) => {
  const translate = useTranslate();
  const seite = useQuery({
    queryKey: ['tokenSeite', aktion, token],
    queryFn: () => publicApi.seite(aktion, token),
    retry: false,
    gcTime: 0,
    meta: { eigeneFehler: true },
  });
  const inhalt = () => {
    if (seite.isPending) return <Loading loadingPrimary="ra.page.loading" loadingSecondary="ra.message.loading" />;
    if (seite.isError) {
      const fehler = linkFehler(seite.error);
      return fehler ? <LinkFehlerHinweis fehler={fehler} /> : <Alert severity="error">{translate('fehler.generic')}</Alert>;
    }
    return (
      <Stack spacing={2.5}>
        <TokenAuftragUebersicht auftrag={seite.data.auftrag} />
        <Divider />
        <TokenAntwortFormular aktion={aktion} token={token} seite={seite.data} />
      </Stack>
    );
  };
  return (
    <PublicLayout title={seite.data?.label ?? translate(`statetransition.titel.${aktion}`)} width={600}>
      {inhalt()}
    </PublicLayout>
  );
};
