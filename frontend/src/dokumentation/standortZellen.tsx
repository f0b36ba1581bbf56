import type { BilanzZeile } from '@abfallportal/common/dokumentation';
import { Box, Chip } from '@mui/material';
import type { TranslateFunction } from 'react-admin';
import { formatDatum, formatMenge } from '../format/format';

/** Cell renderers the site page's tables share (balance and quantities). */

export const tonnenUndKubik = (t: number | null, m3: number | null) =>
  [t !== null ? formatMenge(t, 't') : null, m3 !== null ? formatMenge(m3, 'm³') : null].filter(Boolean).join(' · ') || '–';

/** The disposal path: the plant, else the certificate. */
export const weg = (r: { verbleibsanlageName: string | null; zertifikatName: string | null }) =>
  r.verbleibsanlageName ?? r.zertifikatName ?? '–';

/** The AVV code with its name as tooltip and a chip when hazardous. */
export const avvZelle =
  (translate: TranslateFunction) => (r: { abfallschluessel: string; gefaehrlich: boolean; avvBezeichnung: string | null }) => (
    <Box component="span" title={r.avvBezeichnung ?? undefined}>
      {r.abfallschluessel}
      {r.gefaehrlich && <Chip size="small" color="error" label={translate('dokumentation.gefaehrlich')} sx={{ ml: 1 }} />}
    </Box>
  );

/** Valid until, marked when expired. */
export const gueltigZelle = (translate: TranslateFunction) => (r: BilanzZeile) =>
  r.gueltigBis ? (
    <Box component="span" sx={{ color: r.abgelaufen ? 'error.main' : undefined, fontWeight: r.abgelaufen ? 600 : undefined }}>
      {formatDatum(r.gueltigBis)}
      {r.abgelaufen ? ` (${translate('dokumentation.abgelaufen')})` : ''}
    </Box>
  ) : (
    '–'
  );
