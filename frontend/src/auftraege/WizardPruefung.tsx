import { Alert, Box, Button, Divider, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { WizardZusammenfassung } from './wizardZusammenfassung';

export type WizardPruefungProps = {
  zusammenfassung: WizardZusammenfassung;
  /** Goes back to a step to change it. */
  aendern: (schritt: number) => void;
};

/** The wizard's last step: everything chosen, by step, each with "Ändern", before the order is sent. */
export const WizardPruefung = ({ zusammenfassung, aendern }: WizardPruefungProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2.5} divider={<Divider flexItem />}>
      <Typography variant="body2" color="text.secondary">
        {translate('auftraege.pruefen.einleitung')}
      </Typography>
      {zusammenfassung.abschnitte.map((abschnitt) => (
        <Box key={abschnitt.schritt} component="section" aria-label={abschnitt.titel}>
          <Stack direction="row" alignItems="center" sx={{ mb: 1 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
              {abschnitt.titel}
            </Typography>
            <Button
              size="small"
              onClick={() => aendern(abschnitt.schritt)}
              aria-label={translate('auftraege.pruefen.aendernSchritt', { schritt: abschnitt.titel })}
            >
              {translate('auftraege.pruefen.aendern')}
            </Button>
          </Stack>
          {/* One label width for every section, so the three lists line up; phones stack label over value. */}
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '260px 1fr' },
              columnGap: 2,
              rowGap: 1,
              m: 0,
            }}
          >
            {abschnitt.zeilen.map(([label, wert]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <Typography component="dt" variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography
                  component="dd"
                  variant="body2"
                  sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {wert}
                </Typography>
              </Box>
            ))}
          </Box>
        </Box>
      ))}
      {zusammenfassung.freigabeHinweis && <Alert severity="info">{zusammenfassung.freigabeHinweis}</Alert>}
    </Stack>
  );
};
