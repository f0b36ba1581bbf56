import type {
  AuftragBeleg,
  BelegDetails,
  BelegFelder,
  BelegFilterOptionen,
  BelegHistorieEintrag,
  BelegVorschlag,
} from '@abfallportal/common/beleg';
import { apiFetch } from '../providers/apiFetch';

const basis = (id: string) => `/api/v1/rechnungen/${encodeURIComponent(id)}`;

/** The receipt calls of the details page; every change sends the version the page shows (If-Match). */
export const belegeApi = {
  details: (id: string) => apiFetch<BelegDetails>(basis(id)),
  historie: (id: string) => apiFetch<BelegHistorieEintrag[]>(`${basis(id)}/historie`),
  vorschlaege: (id: string) => apiFetch<{ vorschlaege: BelegVorschlag[]; hinweis: string | null }>(`${basis(id)}/vorschlaege`),
  zuordnen: (id: string, version: number, auftragIds: string[]) =>
    apiFetch(`${basis(id)}/zuordnen`, { method: 'POST', json: { auftragIds }, version }),
  pruefen: (id: string, version: number) => apiFetch(`${basis(id)}/pruefen`, { method: 'POST', json: {}, version }),
  freigeben: (id: string, version: number) => apiFetch(`${basis(id)}/freigeben`, { method: 'POST', json: {}, version }),
  fehlerhaft: (id: string, version: number, begruendung: string) =>
    apiFetch(`${basis(id)}/fehlerhaft`, { method: 'POST', json: { begruendung }, version }),
  loeschen: (id: string, version: number) => apiFetch(basis(id), { method: 'DELETE', version }),
  /** The receipt's fields and positions (PUT; the positions dialog and the PDF suggestion both save through it). */
  felderSpeichern: (id: string, version: number, felder: BelegFelder) => apiFetch(basis(id), { method: 'PUT', json: felder, version }),
  dateiUrl: (id: string) => `${basis(id)}/datei`,
  /** The list's name pickers: disposers and producers of the receipts the user sees. */
  filterOptionen: () => apiFetch<BelegFilterOptionen>('/api/v1/rechnungen/filterOptionen'),
  /** The receipts assigned to an order (its details' invoices section). */
  zumAuftrag: (auftragId: string) => apiFetch<AuftragBeleg[]>(`/api/v1/auftrag/${encodeURIComponent(auftragId)}/belege`),
};
