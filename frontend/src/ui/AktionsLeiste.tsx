import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { TopToolbar, useTranslate } from 'react-admin';
import { useSchmal } from './schmal';

export type Aktion = {
  key: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
  /** Delete, deactivate, cancel, reject: outlined in red, never the filled primary button; it asks first (Bestaetigung). */
  destruktiv?: boolean;
};

export type AktionsLeisteProps = { aktionen: readonly Aktion[] };

/**
 * The actions of a record's page (issue 19). Wide screens show them as buttons with their text;
 * on a phone they sit in one "Weitere Aktionen" menu, so none shrinks to an unnamed icon.
 */
export const AktionsLeiste = ({ aktionen }: AktionsLeisteProps) => {
  const translate = useTranslate();
  const schmal = useSchmal();
  const [anker, setAnker] = useState<HTMLElement | null>(null);
  if (aktionen.length === 0) return <TopToolbar />;
  if (!schmal)
    return (
      <TopToolbar sx={{ flexWrap: 'wrap' }}>
        {aktionen.map((a) => (
          <Button
            key={a.key}
            size="small"
            variant="outlined"
            color={a.destruktiv ? 'error' : 'primary'}
            disabled={a.disabled}
            onClick={a.onClick}
            aria-haspopup={a.destruktiv ? 'dialog' : undefined}
          >
            {a.label}
          </Button>
        ))}
      </TopToolbar>
    );
  return (
    <TopToolbar>
      <IconButton aria-label={translate('ui.weitereAktionen')} aria-haspopup="menu" onClick={(e) => setAnker(e.currentTarget)}>
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anker} open={anker !== null} onClose={() => setAnker(null)}>
        {aktionen.map((a) => (
          <MenuItem
            key={a.key}
            disabled={a.disabled}
            onClick={() => {
              setAnker(null);
              a.onClick();
            }}
          >
            <ListItemText slotProps={{ primary: { color: a.destruktiv ? 'error' : undefined } }}>{a.label}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </TopToolbar>
  );
};
