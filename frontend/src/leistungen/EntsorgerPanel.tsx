import type { EntsorgerBereich } from '@abfallportal/common/leistung';
import { Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The side panel of the disposer detail (spec § 2: "Sidebar with disposer details"). */
export const EntsorgerPanel = ({ entsorger }: { entsorger: EntsorgerBereich }) => {
  const translate = useTranslate();
  const zeilen: [string, string | null][] = [
    [
      'leistungen.entsorger.anschrift',
      [entsorger.strasse, [entsorger.plz, entsorger.ort].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
    ],
    ['leistungen.entsorger.ansprechpartner', entsorger.ansprechpartner],
    ['leistungen.entsorger.email', entsorger.email],
    ['leistungen.entsorger.kundenAnzahl', String(entsorger.kundenAnzahl)],
  ];
  return (
    <Card component="aside" aria-label={translate('leistungen.entsorger.details')}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {entsorger.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mb: 2 }}>
          <Chip
            size="small"
            variant="outlined"
            label={translate(entsorger.aktiv ? 'leistungen.entsorger.aktiv' : 'leistungen.entsorger.inaktiv')}
          />
          <Chip
            size="small"
            variant="outlined"
            label={translate(entsorger.freigegeben ? 'leistungen.entsorger.freigegeben' : 'leistungen.entsorger.nichtFreigegeben')}
          />
        </Stack>
        {zeilen.map(([label, wert]) => (
          <Typography key={label} variant="body2" sx={{ mb: 1 }}>
            <strong>{translate(label)}:</strong> {wert ?? '–'}
          </Typography>
        ))}
      </CardContent>
    </Card>
  );
};
