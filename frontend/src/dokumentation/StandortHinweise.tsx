import type { StandortDokumentation } from '@abfallportal/common/dokumentation';
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The rule notices: duty to document (10 m³), hazardous waste (NachwV), separate-collection rate. */
export const StandortHinweise = ({ hinweise }: { hinweise: StandortDokumentation['hinweise'] }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} aria-label={translate('dokumentation.abschnitt.hinweise')}>
      <Alert severity={hinweise.dokumentationspflicht.pflicht ? 'info' : 'success'} data-testid="hinweis-pflicht">
        {hinweise.dokumentationspflicht.text}
        {hinweise.dokumentationspflicht.erklaerung ? ` ${hinweise.dokumentationspflicht.erklaerung}` : ''}
      </Alert>
      {hinweise.gefaehrlich && <Alert severity="warning">{hinweise.gefaehrlich}</Alert>}
      <Alert severity={hinweise.getrenntsammlung.vorbehandlungEntfaellt ? 'success' : 'info'} data-testid="hinweis-quote">
        {hinweise.getrenntsammlung.text}
      </Alert>
    </Stack>
  );
};
