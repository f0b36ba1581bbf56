import type { ErzeugerListeEintrag } from '@abfallportal/common/erzeugerWire';
import { EditButton, useRecordContext, useTranslate } from 'react-admin';
import { supportPaths } from './supportPaths';

/** Opens the staff's producer form (/support/erzeuger/:id) from a row of the producer list. */
export const BearbeitenButton = (_props: { label?: string }) => {
  const record = useRecordContext<ErzeugerListeEintrag>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <EditButton
      to={supportPaths.erzeugerEdit(record.id)}
      aria-label={translate('support.formular.bearbeitenVon', { name: record.name })}
      onClick={(e: { stopPropagation: () => void }) => e.stopPropagation()}
    />
  );
};
