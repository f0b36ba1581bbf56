import { I18nContextProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { i18nProvider } from '../i18n/i18nProvider';
import { RechtlichesDialog } from '../ui/RechtlichesDialog';

/** The legal dialog for the login page opened on its own: its own router over the same address, the catalogue. */
export const RechtlichesBruecke = () => (
  <BrowserRouter basename="/">
    <I18nContextProvider value={i18nProvider}>
      <RechtlichesDialog />
    </I18nContextProvider>
  </BrowserRouter>
);
