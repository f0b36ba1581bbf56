import DeleteIcon from '@mui/icons-material/Delete';
import { useDelete, useNotify, useRecordContext, useResourceContext, useTranslate, type RaRecord } from 'react-admin';
import { DestruktiverButton } from './Bestaetigung';

export type ZeileLoeschenButtonProps = {
  /** Names the record in the button's accessible name and the question ("»Gewerbe« löschen?"). */
  name: string;
};

/**
 * Deletes the record of a list card (issue 19) after asking, naming it: an outlined button with
 * text, because react-admin's DeleteButton shows only its icon on a phone.
 */
export const ZeileLoeschenButton = ({ name }: ZeileLoeschenButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<RaRecord>();
  const resource = useResourceContext();
  const [loeschen] = useDelete();
  if (!record || !resource) return null;
  return (
    <DestruktiverButton
      label={translate('ra.action.delete')}
      ariaLabel={translate('bestaetigung.eintragLoeschenFuer', { name })}
      icon={<DeleteIcon />}
      titel={translate('bestaetigung.eintragLoeschen', { name })}
      folge={translate('bestaetigung.eintragLoeschenFolge')}
      bestaetigen={translate('ra.action.delete')}
      onBestaetigen={() =>
        loeschen(
          resource,
          { id: record.id, previousData: record },
          { mutationMode: 'pessimistic', returnPromise: true, onSuccess: () => notify('erfolg.geloescht', { type: 'success' }) },
        ).catch(() => undefined)
      }
    />
  );
};
