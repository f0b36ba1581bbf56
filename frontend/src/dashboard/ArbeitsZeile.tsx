import { ListItem, ListItemButton, ListItemText } from '@mui/material';
import { Link } from 'react-router-dom';

export type ArbeitsZeileProps = { to: string; primary: string; secondary?: string };

/** One row of a staff work list: it opens the record the work is about. */
export const ArbeitsZeile = ({ to, primary, secondary }: ArbeitsZeileProps) => (
  <ListItem disablePadding>
    <ListItemButton component={Link} to={to} divider>
      <ListItemText
        primary={primary}
        secondary={secondary}
        slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } }, secondary: { sx: { overflowWrap: 'anywhere' } } }}
      />
    </ListItemButton>
  </ListItem>
);
