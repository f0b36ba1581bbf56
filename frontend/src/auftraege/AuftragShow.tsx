import { Show, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { AuftragDetailsInhalt, SICHTEN, type AuftragDetailsSicht } from './AuftragDetailsInhalt';
import { AuftragNichtGefunden } from './AuftragNichtGefunden';

/** One order's details page, for either view (AuftragDetailsInhalt). Order ids are not numbers, so the id is taken as it is. */
export const AuftragDetailsSeite = ({ sicht }: { sicht: AuftragDetailsSicht }) => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  return (
    <Show
      resource="auftrag"
      id={id}
      title={translate(SICHTEN[sicht].seitenTitel)}
      actions={false}
      component="div"
      error={<AuftragNichtGefunden />}
      // The page shows the reason itself instead of react-admin's redirect to a list route that does not exist.
      queryOptions={{ onError: () => undefined }}
      // The card may be narrower than its widest table or text field (those scroll inside): nothing scrolls sideways at 390 px.
      sx={{ '& .RaShow-card': { minWidth: 0 } }}
    >
      <AuftragDetailsInhalt sicht={sicht} />
    </Show>
  );
};

/** /erzeuger/:erzeugerId/auftraege/:id: the order details for the producer and for staff. */
export const AuftragShow = () => <AuftragDetailsSeite sicht="erzeuger" />;
