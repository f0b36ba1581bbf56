import { AuftragDetailsSeite } from './AuftragShow';

/** /entsorgerbereich/auftraege/:id: one order as its disposer sees it, with the answers their mail links offer. */
export const EntsorgerAuftragShow = () => <AuftragDetailsSeite sicht="entsorger" />;
