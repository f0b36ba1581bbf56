import { Alert, AlertTitle, Stack } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Loading, useTranslate } from 'react-admin';
import { Navigate, useLocation, useSearchParams } from 'react-router-dom';
import { useBenutzerInfo } from '../session/useBenutzerInfo';
import { PublicLayout } from '../layout/PublicLayout';
import { logoutRedirect } from '../navigation/logoutRedirect';
import { dateiHerunterladen } from './dateiHerunterladen';
import { antwortAusState, type GespeicherteAntwort } from './gespeicherteAntwort';
import { Angaben } from './Angaben';

const DownloadStatus = ({ url }: { url: string }) => {
  const translate = useTranslate();
  const download = useQuery({
    queryKey: ['download', url],
    queryFn: () => dateiHerunterladen(url),
    retry: false,
    staleTime: Infinity,
    meta: { eigeneFehler: true },
  });
  if (download.isPending) return <Loading loadingPrimary="statetransition.downloadLaeuft" loadingSecondary="" />;
  if (download.isError) return <DownloadFehler />;
  return <Alert severity="info">{translate('statetransition.downloadGestartet', { name: download.data })}</Alert>;
};

const DownloadFehler = () => {
  const translate = useTranslate();
  return (
    <Alert severity="error">
      <AlertTitle>{translate('fehler.downloadTitel')}</AlertTitle>
      {translate('fehler.downloadFehlgeschlagen')}
    </Alert>
  );
};

/** What the disposer just saved: the answer and the fields they filled in (issue 19). */
const AntwortWiederholung = ({ antwort }: { antwort: GespeicherteAntwort }) => {
  const translate = useTranslate();
  return (
    <>
      <Alert severity="success">{translate('statetransition.abgeschlossen')}</Alert>
      <Angaben
        eintraege={[
          ['auftraege.feld.vorgangsnummer', antwort.vorgangsnummer],
          ['statetransition.ihreAntwort', antwort.antwort],
          ...antwort.angaben,
        ]}
      />
    </>
  );
};

/**
 * /statetransition/transition-abgeschlossen (spec § 2). With a downloadUrl it loads the user info:
 * signed out goes to login with a way back, signed in downloads the file.
 */
export const TransitionAbgeschlossenPage = () => {
  const translate = useTranslate();
  const { pathname, search, state } = useLocation();
  const antwort = antwortAusState(state);
  const [params] = useSearchParams();
  const downloadUrl = params.get('downloadUrl');
  const info = useBenutzerInfo();
  const download = () => {
    if (downloadUrl === null) return null;
    if (info.isPending) return <Loading loadingPrimary="ra.page.loading" loadingSecondary="" />;
    if (info.data?.status === 'abgemeldet') return <Navigate to={logoutRedirect(`${pathname}${search}`)} replace />;
    if (info.data?.status !== 'angemeldet') return <DownloadFehler />;
    return <DownloadStatus url={downloadUrl} />;
  };
  return (
    <PublicLayout
      title={translate(antwort || downloadUrl !== null ? 'statetransition.abgeschlossenTitel' : 'statetransition.ohneAntwortTitel')}
    >
      <Stack spacing={2}>
        {antwort ? (
          <AntwortWiederholung antwort={antwort} />
        ) : downloadUrl !== null ? (
          <Alert severity="success">{translate('statetransition.abgeschlossen')}</Alert>
        ) : (
          // Opened without an answer just given (issue 19): nobody to thank, say what to do instead.
          <Alert severity="info">{translate('statetransition.ohneAntwort')}</Alert>
        )}
        {download()}
      </Stack>
    </PublicLayout>
  );
};
