import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export type BestaetigungsDialogProps = {
  offen: boolean;
  /** Names the record: "Anfallstelle »Baustelle Hafen« löschen?" */
  titel: string;
  /** What happens, in plain German: "Sie wird aus allen Listen entfernt." */
  folge: ReactNode;
  /** The confirming button; "Bestätigen" unless the action's verb reads better. */
  bestaetigen?: string;
  laeuft?: boolean;
  onBestaetigen: () => void;
  onSchliessen: () => void;
  /** More fields, e.g. a reason. */
  children?: ReactNode;
};

/** The one confirmation of a destructive action (delete, deactivate, cancel, reject; issue 19). */
export const BestaetigungsDialog = ({
  offen,
  titel,
  folge,
  bestaetigen,
  laeuft = false,
  onBestaetigen,
  onSchliessen,
  children,
}: BestaetigungsDialogProps) => {
  const translate = useTranslate();
  const titelId = useId();
  return (
    <Dialog open={offen} onClose={onSchliessen} aria-labelledby={titelId} onClick={(e) => e.stopPropagation()} fullWidth maxWidth="xs">
      <DialogTitle id={titelId}>{titel}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{folge}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onSchliessen}>{translate('ui.abbrechen')}</Button>
        <Button color="error" variant="contained" onClick={onBestaetigen} disabled={laeuft}>
          {bestaetigen ?? translate('ra.action.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export type DestruktiverButtonProps = Omit<BestaetigungsDialogProps, 'offen' | 'onSchliessen' | 'onBestaetigen'> & {
  /** The button's visible text. */
  label: string;
  /** The accessible name in a list row, naming the record ("Entfernen: Abfuhr Hansa GmbH"). */
  ariaLabel?: string;
  icon?: ReactNode;
  disabled?: boolean;
  /** Runs after the confirmation; the dialog stays open while it runs and closes after. */
  onBestaetigen: () => Promise<unknown> | void;
};

/** A destructive action as a secondary (outlined) button that asks first, naming the record and what happens. */
export const DestruktiverButton = ({ label, ariaLabel, icon, disabled, onBestaetigen, ...dialog }: DestruktiverButtonProps) => {
  const [offen, setOffen] = useState(false);
  const [laeuft, setLaeuft] = useState(false);
  const ausfuehren = async () => {
    setLaeuft(true);
    try {
      await onBestaetigen();
    } finally {
      setLaeuft(false);
      setOffen(false);
    }
  };
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        startIcon={icon}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-haspopup="dialog"
        onClick={(e) => {
          e.stopPropagation();
          setOffen(true);
        }}
      >
        {label}
      </Button>
      <BestaetigungsDialog
        {...dialog}
        offen={offen}
        laeuft={laeuft || dialog.laeuft}
        onSchliessen={() => setOffen(false)}
        onBestaetigen={() => void ausfuehren()}
      />
    </>
  );
};
