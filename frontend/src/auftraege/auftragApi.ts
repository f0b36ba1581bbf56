import type { AuftragAufgebenBody, AuftragStatus, bestellwertGrenzeSchema, PreisAnfrage } from '@abfallportal/common/auftrag';
import type { z } from 'zod';
import type {
  AuftragAufgegebenAntwort,
  AuftragHistorieEintrag,
  BehaelterOptionen,
  BestellwertGrenzePruefung,
  EntsorgerPreisInfo,
  Leistungsuebersicht,
  TimeAndPlaceOptionen,
  WertstoffOptionen,
  WorkflowAktion,
} from '@abfallportal/common/auftragWire';
import type { Angebot, Freigeber } from '@abfallportal/common/angebot';
import { apiFetch } from '../providers/apiFetch';
import type { Version } from '../providers/version';
import type { WorkflowEingabe } from './workflowFormular';

const BASIS = '/api/v1/auftrag';

/** The wizard's disposer price question: the shared price request, without a chosen disposer. */
export type EntsorgerPreisAnfrage = Pick<
  PreisAnfrage,
  'erzeugerId' | 'anfallstelleId' | 'abfallschluessel' | 'behaelterId' | 'datum' | 'anzahl'
> & {
  fraktionId: number;
  abholDatum?: string;
};

/** The order calls of spec § 7 that are not plain list or record reads. */
export const auftragApi = {
  historie: (id: string) => apiFetch<AuftragHistorieEintrag[]>(`${BASIS}/${encodeURIComponent(id)}/historie`),
  leistungsuebersicht: (id: string) => apiFetch<Leistungsuebersicht>(`${BASIS}/${encodeURIComponent(id)}/leistungsuebersicht`),
  vorgangsKommentar: (id: string, kommentar: string, version: Version) =>
    apiFetch<void>(`${BASIS}/${encodeURIComponent(id)}/updateVorgangsKommentar`, { method: 'POST', json: { kommentar }, version }),
  aktionen: (id: string, seite: 'erzeuger' | 'entsorger') =>
    apiFetch<WorkflowAktion[]>(
      `/api/v1/workflow/${seite === 'erzeuger' ? 'stateTransitions' : 'entsorgerStateTransitions'}/${encodeURIComponent(id)}`,
    ),
  aktionAusfuehren: (path: string, body: WorkflowEingabe) =>
    apiFetch<{ id: string; status: AuftragStatus }>(`/api/v1/workflow${path}`, { method: 'POST', json: body }),
  timeAndPlace: (erzeugerId: number) => apiFetch<TimeAndPlaceOptionen>(`${BASIS}/timeAndPlace`, { query: { erzeugerId } }),
  wertstoff: (erzeugerId: number, anfallstelleId: number) =>
    apiFetch<WertstoffOptionen>(`${BASIS}/wertstoff`, { query: { erzeugerId, anfallstelleId } }),
  behaelter: (fraktionId: number) => apiFetch<BehaelterOptionen>(`${BASIS}/behaelterOptions/${fraktionId}`),
  entsorgerPreise: (anfrage: EntsorgerPreisAnfrage) =>
    apiFetch<EntsorgerPreisInfo>(`${BASIS}/sortedEntsorgerIdsAndPreisInfo`, { query: anfrage }),
  bestellwertGrenze: (body: z.input<typeof bestellwertGrenzeSchema>) =>
    apiFetch<BestellwertGrenzePruefung>(`${BASIS}/checkBestellwertGrenze`, { method: 'POST', json: body }),
  freigeber: (erzeugerId: number) => apiFetch<Freigeber[]>(`${BASIS}/freigeber`, { query: { erzeugerId } }),
  angebote: (id: string) => apiFetch<Angebot[]>(`${BASIS}/${encodeURIComponent(id)}/angebote`),
  angebotAnnehmen: (id: string, body: { entsorgerId: number; kommentar: string | null; wunschdatum: string; freigeberId?: number }) =>
    apiFetch<{ id: string; status: AuftragStatus }>(`/api/v1/workflow/angebotAnnehmen/${encodeURIComponent(id)}`, {
      method: 'POST',
      json: body,
    }),
  angebotErfassen: (id: string, body: { entsorgerId: number; preis: string; kommentar: string | null }) =>
    apiFetch<{ id: string; status: AuftragStatus }>(`${BASIS}/${encodeURIComponent(id)}/angebotErfassen`, { method: 'POST', json: body }),
  aufgeben: (body: AuftragAufgebenBody, idempotencyKey: string) =>
    apiFetch<AuftragAufgegebenAntwort>(BASIS, { method: 'POST', json: body, headers: { 'Idempotency-Key': idempotencyKey } }),
};
