import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import EditIcon from '@mui/icons-material/Edit';
import { IconButton, Tooltip } from '@mui/material';
import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { supportPaths } from './supportPaths';

/** Opens the staff's producer form (/support/erzeuger/:id) from a row of the producer list. */
export const BearbeitenButton = ({ kompakt = false }: { label?: string; /** Only the icon, with a tooltip. */ kompakt?: boolean }) => {
  const record = useRecordContext<ErzeugerListeEintrag>();
  const translate = useTranslate();
  if (!record) return null;
  if (kompakt)
    return (
      <Tooltip title={translate('ra.action.edit')}>
        <IconButton
          component={Link}
          to={supportPaths.erzeugerEdit(record.id)}
          size="small"
          color="primary"
          aria-label={translate('support.formular.bearbeitenVon', { name: record.name })}
          onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
        >
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    );
  return (
    <EditButton
      to={supportPaths.erzeugerEdit(record.id)}
      aria-label={translate('support.formular.bearbeitenVon', { name: record.name })}
      onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
    />
  );
};
