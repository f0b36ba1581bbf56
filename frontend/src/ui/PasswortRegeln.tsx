import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import { List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { MELDUNGEN, passwortFehler } from '@abfallportal/common/validation';

/** Each rule with the shared schema's message for breaking it. */
const REGELN: ReadonlyArray<[string, string]> = [
  ['laenge', MELDUNGEN.passwortLaenge],
  ['ziffer', MELDUNGEN.passwortZiffer],
  ['sonderzeichen', MELDUNGEN.passwortSonderzeichen],
  ['gross', MELDUNGEN.passwortGross],
  ['klein', MELDUNGEN.passwortKlein],
];

export type PasswortRegelnProps = { passwort: string };

/** The password rules of spec § 5, each ticked as soon as the shared schema no longer reports it. */
export const PasswortRegeln = ({ passwort }: PasswortRegelnProps) => {
  const translate = useTranslate();
  const gebrochen = passwortFehler(passwort);
  return (
    <div>
      <Typography variant="body2" color="text.secondary">
        {translate('passwortRegeln.titel')}
      </Typography>
      <List dense disablePadding>
        {REGELN.map(([key, meldung]) => {
          const ok = !gebrochen.includes(meldung);
          return (
            <ListItem key={key} disableGutters sx={{ py: 0 }}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {ok ? <CheckCircleIcon fontSize="small" color="success" /> : <RadioButtonUncheckedIcon fontSize="small" color="disabled" />}
              </ListItemIcon>
              <ListItemText primary={translate(`passwortRegeln.${key}`)} />
            </ListItem>
          );
        })}
      </List>
    </div>
  );
};
