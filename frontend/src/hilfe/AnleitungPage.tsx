import { Box, Link, List, ListItem, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../layout/usePageTitle';
import { ANLEITUNG, type AnleitungBild } from './anleitungInhalt';
import { anleitungBild } from './hilfePaths';

const Bild = ({ bild }: { bild: AnleitungBild }) => (
  <Box component="figure" sx={{ m: 0, my: 2 }}>
    <Box
      component="img"
      src={anleitungBild(bild.name)}
      alt={bild.alt}
      loading="lazy"
      width={1366}
      height={800}
      sx={{ width: '100%', height: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    />
    <Typography component="figcaption" variant="caption" color="text.secondary">
      {bild.unterschrift}
    </Typography>
  </Box>
);

/** /anleitung: how to order, how disposers answer, how to document, with screenshots of the portal (spec § 2). */
export const AnleitungPage = () => {
  const translate = useTranslate();
  usePageTitle(translate('hilfe.anleitung.titel'));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title={translate('hilfe.anleitung.titel')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('hilfe.anleitung.titel')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{translate('hilfe.anleitung.einleitung')}</Typography>
      <Box component="nav" aria-label={translate('hilfe.anleitung.inhalt')} sx={{ mb: 3 }}>
        <Typography variant="subtitle2">{translate('hilfe.anleitung.inhalt')}</Typography>
        <List dense disablePadding>
          {ANLEITUNG.map((a, i) => (
            <ListItem key={a.id} disableGutters>
              <Link href={`#${a.id}`}>{`${i + 1}. ${a.titel}`}</Link>
            </ListItem>
          ))}
        </List>
      </Box>
      {ANLEITUNG.map((a, i) => (
        <Box component="section" key={a.id} id={a.id} aria-labelledby={`${a.id}-titel`} sx={{ mb: 4 }}>
          <Typography variant="h6" component="h2" id={`${a.id}-titel`} gutterBottom>
            {`${i + 1}. ${a.titel}`}
          </Typography>
          {a.absaetze.map((absatz) => (
            <Typography key={absatz} sx={{ mb: 1.5 }}>
              {absatz}
            </Typography>
          ))}
          {a.schritte && (
            <Box component="ol" sx={{ pl: 3, my: 1 }}>
              {a.schritte.map((schritt) => (
                <Typography component="li" key={schritt} sx={{ mb: 1 }}>
                  {schritt}
                </Typography>
              ))}
            </Box>
          )}
          {a.bilder.map((bild) => (
            <Bild key={bild.name} bild={bild} />
          ))}
        </Box>
      ))}
    </Box>
  );
};
