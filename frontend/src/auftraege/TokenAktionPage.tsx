import { Alert, Divider, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { findTokenAktion, type TokenAktionDefinition } from '@abfallportal/common/tokenAktionen';
import { PublicLayout } from '../layout/PublicLayout';
import { AngebotAbgebenFormular } from './AngebotAbgebenFormular';
import { LinkFehlerHinweis } from './LinkFehlerHinweis';
import { linkAntwort } from './tokenAntwortText';
import { linkFehler } from './linkFehler';
import { tokenApi } from './tokenApi';
import { TokenAntwortFormular } from './TokenAntwortFormular';
import { TokenAuftragUebersicht } from './TokenAuftragUebersicht';

export type TokenAktionInhaltProps = { aktion: TokenAktionDefinition; token: string };

/** /statetransition/{aktion}/:token: a disposer answers an order from the emailed link, without signing in. */
export const TokenAktionPage = () => {
  const translate = useTranslate();
  const { aktion: pfad, token = '' } = useParams();
  const aktion = findTokenAktion(pfad);
  if (aktion === undefined) {
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
    queryKey: ['tokenSeite', aktion.pfad, token],
    queryFn: () => tokenApi.seite(aktion, token),
    retry: false,
    gcTime: 0,
    meta: { eigeneFehler: true },
  });
  const inhalt = () => {
    if (seite.isPending) return <Loading loadingPrimary="ra.page.loading" loadingSecondary="ra.message.loading" />;
    if (seite.isError) {
      const fehler = linkFehler(seite.error);
      return fehler ? (
        <LinkFehlerHinweis fehler={fehler} antwort={linkAntwort(seite.error)} />
      ) : (
        <Alert severity="error">{translate('fehler.generic')}</Alert>
      );
    }
    return (
      <Stack spacing={2.5}>
        <TokenAuftragUebersicht auftrag={seite.data.auftrag} />
        <Divider />
        {aktion.formular === 'angebot' ? (
          <AngebotAbgebenFormular aktion={aktion} token={token} vorgangsnummer={seite.data.auftrag.vorgangsnummer} />
        ) : (
          <TokenAntwortFormular aktion={aktion} token={token} seite={seite.data} />
        )}
      </Stack>
    );
  };
  return (
    <PublicLayout title={seite.data?.label ?? aktion.titel} width={600}>
      {inhalt()}
    </PublicLayout>
  );
};
