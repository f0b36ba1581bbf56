import { z } from 'zod';
import type { Logger } from '../logger';

export type Koordinaten = { lat: number; lon: number };

/**
 * The geocoding port: 'street, postal code, city' → the position of the best match, or null when
 * nothing was found, no provider is configured or the provider failed (then it is logged). It never
 * throws: a site is saved with or without its position.
 */
export type Geocode = (adresse: string) => Promise<Koordinaten | null>;

/** Spec §§ 7, 9: one result, German, restricted to these eight countries. */
export const GEOCODING_LAENDER = ['de', 'lu', 'pl', 'hu', 'cz', 'it', 'at', 'dk'] as const;

/** Without a provider sites have no coordinates. */
export const ohneGeocoding: Geocode = async () => null;

const antwortSchema = z.object({
  features: z.array(z.object({ center: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]) })),
});

export type MapboxGeocoderOptions = {
  /** Base URL, e.g. https://api.mapbox.com (GEOCODER_URL). */
  url: string;
  /** The access token (GEOCODER_TOKEN). */
  token: string;
  log: Logger;
  /** A provider that does not answer must not hold a save for long. */
  timeoutMs?: number;
};

/**
 * Adapter for the Mapbox forward-geocoding protocol (v5, mapbox.places): GET
 * {url}/geocoding/v5/mapbox.places/{query}.json with access_token, limit, language and country.
 * Any server that speaks it (Mapbox itself, a self-hosted compatible service) can be configured.
 */
export const createMapboxGeocoder = ({ url, token, log, timeoutMs = 5000 }: MapboxGeocoderOptions): Geocode => {
  const basis = url.replace(/\/+$/, '');
  return async (adresse) => {
    const suche = adresse.trim();
    if (suche === '') return null;
    const params = new URLSearchParams({ access_token: token, limit: '1', language: 'de', country: GEOCODING_LAENDER.join(',') });
    const ziel = `${basis}/geocoding/v5/mapbox.places/${encodeURIComponent(suche)}.json?${params.toString()}`;
    try {
      const res = await fetch(ziel, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
      if (!res.ok) {
        log.warn(`Geocoding fehlgeschlagen: HTTP ${res.status} für „${suche}“`);
        return null;
      }
      const antwort = antwortSchema.safeParse(await res.json());
      if (!antwort.success) {
        log.warn(`Geocoding: unerwartete Antwort für „${suche}“`, antwort.error.issues[0]);
        return null;
      }
      const [treffer] = antwort.data.features;
      return treffer ? { lon: treffer.center[0], lat: treffer.center[1] } : null;
    } catch (err) {
      // The token travels in the URL: log the address, never the request URL.
      log.warn(`Geocoding nicht erreichbar für „${suche}“: ${err instanceof Error ? err.message : String(err)}`);
      return null;
    }
  };
};

/** The port as configured: the Mapbox adapter when a token is set, else no coordinates. */
export const createGeocoder = (config: { GEOCODER_URL: string; GEOCODER_TOKEN?: string }, log: Logger): Geocode =>
  config.GEOCODER_TOKEN ? createMapboxGeocoder({ url: config.GEOCODER_URL, token: config.GEOCODER_TOKEN, log }) : ohneGeocoding;

/** The search text of spec § 7: 'street, postal code, city'. */
export const geocodingAdresse = (a: { strasse: string | null; plz: string | null; ort: string | null }): string =>
  [a.strasse, a.plz, a.ort]
    .map((t) => t?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
