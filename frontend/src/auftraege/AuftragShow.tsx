import { Show, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AuftragDetailsInhalt } from './AuftragDetailsInhalt';
import { AuftragNichtGefunden } from './AuftragNichtGefunden';

/** /erzeuger/:erzeugerId/auftraege/:id: the order details. Order ids are not numbers, so the id is taken as it is. */
export const AuftragShow = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Show
      resource="auftrag"
      id={id}
      title={translate('auftraege.titel')}
      actions={false}
      component="div"
      error={<AuftragNichtGefunden />}
      // The page shows the reason itself instead of react-admin's redirect to a list route that does not exist.
      queryOptions={{ onError: () => undefined }}
    >
      <AuftragDetailsInhalt />
    </Show>
  );
};
