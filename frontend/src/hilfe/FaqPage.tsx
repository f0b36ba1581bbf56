import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Link, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { usePageTitle } from '../layout/usePageTitle';
import { FAQ } from './faqInhalt';
import { hilfePaths } from './hilfePaths';

/** /faq: the frequently asked questions (spec § 2, sidebar FAQs), each opening in place. */
export const FaqPage = () => {
  const translate = useTranslate();
  usePageTitle(translate('hilfe.faq.titel'));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 860 }}>
      <Title title={translate('hilfe.faq.titel')} />
      <Typography variant="h5" component="h1" gutterBottom>
        {translate('hilfe.faq.titel')}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {translate('hilfe.faq.einleitung')}{' '}
        <Link component={RouterLink} to={hilfePaths.kontakt}>
          {translate('hilfe.faq.kontaktLink')}
        </Link>
      </Typography>
      {FAQ.map((f) => (
        <Accordion key={f.id} id={f.id} disableGutters>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${f.id}-antwort`} id={`${f.id}-frage`}>
            <Typography component="h2" variant="subtitle1">
              {f.frage}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${f.id}-antwort`}>
            {f.antwort.map((absatz) => (
              <Typography key={absatz} sx={{ mb: 1 }}>
                {absatz}
              </Typography>
            ))}
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
};
