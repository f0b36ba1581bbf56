import HistoryIcon from '@mui/icons-material/History';
import { IconButton, Tooltip } from '@mui/material';
import { Button, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { stellvertretungPaths } from './stellvertretungPaths';

type Eintrag = { id: number; name?: string; vorname?: string; nachname?: string };

export type ProtokollButtonProps = {
  /** Whose protocol: the row's producer or the row's user. */ fuer: 'erzeuger' | 'benutzer';
  label?: string;
  /** Only the icon, with a tooltip (a compact action column). */
  kompakt?: boolean;
};

/** A row action: the protocol of acting on behalf for this producer or this user (issue 9). */
export const ProtokollButton = ({ fuer, kompakt = false }: ProtokollButtonProps) => {
  const record = useRecordContext<Eintrag>();
  const translate = useTranslate();
  if (!record) return null;
  const name = record.name ?? `${record.vorname ?? ''} ${record.nachname ?? ''}`.trim();
  const ziel = fuer === 'erzeuger' ? { erzeugerId: record.id, name } : { benutzerId: record.id, name };
  if (kompakt)
    return (
      <Tooltip title={translate('protokoll.knopf')}>
        <IconButton
          component={Link}
          to={stellvertretungPaths.protokoll(ziel)}
          size="small"
          color="primary"
          aria-label={translate('protokoll.knopfFuer', { name })}
          onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
        >
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  return (
    <Button
      component={Link}
      to={stellvertretungPaths.protokoll(ziel)}
      label="protokoll.knopf"
      aria-label={translate('protokoll.knopfFuer', { name })}
      onClick={(e) => e.stopPropagation()}
    >
      <HistoryIcon />
    </Button>
  );
};
