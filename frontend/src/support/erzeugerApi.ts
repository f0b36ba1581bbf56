import type {
  ErzeugerFormOptionen,
  ErzeugerFreigegebenAntwort,
  ErzeugerStammdaten,
  InviteAllAntwort,
  MergeMandantAntwort,
} from '@abfallportal/common/erzeugerWire';
import { UPLOAD_TIMEOUT_MS } from '@abfallportal/common/firmendaten';
import { apiFetch } from '../providers/apiFetch';

export type MandantFormular = { mandant: object; logo?: File; signatur?: File; version?: number };

/** The multipart body of spec § 7: a `mandant` JSON part plus the optional images. */
const formData = ({ mandant, logo, signatur }: MandantFormular): FormData => {
  const daten = new FormData();
  daten.set('mandant', new Blob([JSON.stringify(mandant)], { type: 'application/json' }), 'mandant.json');
  if (logo) daten.set('logo', logo);
  if (signatur) daten.set('signatur', signatur);
  return daten;
};

/** The producer calls of spec § 7 that are not plain list reads. */
export const erzeugerApi = {
  freigeben: (id: number) => apiFetch<ErzeugerFreigegebenAntwort>(`/api/v1/erzeuger/${id}/freigeben`, { method: 'PUT' }),
  formOptionen: () => apiFetch<ErzeugerFormOptionen>('/api/v1/erzeuger/create'),
  anlegen: (formular: MandantFormular) =>
    apiFetch<ErzeugerStammdaten>('/api/v1/erzeuger/create', { method: 'POST', formData: formData(formular), timeoutMs: UPLOAD_TIMEOUT_MS }),
  bearbeiten: (formular: MandantFormular) =>
    apiFetch<ErzeugerStammdaten>('/api/v1/erzeuger/edit', {
      method: 'POST',
      formData: formData(formular),
      timeoutMs: UPLOAD_TIMEOUT_MS,
      version: formular.version,
    }),
  zusammenfuehren: (discardMandantId: number, keepMandantId: number) =>
    apiFetch<MergeMandantAntwort>('/api/v1/erzeuger/mergeMandant', { method: 'PUT', json: { discardMandantId, keepMandantId } }),
  alleEinladen: (id: number) => apiFetch<InviteAllAntwort>(`/api/v1/erzeuger/${id}/inviteAll`, { method: 'POST' }),
};
