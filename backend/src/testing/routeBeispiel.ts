import type { ScopeArea } from '@abfallportal/common/permissions';
import type { DemoIds } from './demoIds';

/**
 * One concrete call per registered route (issue 17, item 1): the path parameters, query and body
 * the route-wide tests (CSRF, fuzz, permission matrix) send, resolved from the demo data at test
 * time. A route without an example fails those tests, so a new route brings its example along,
 * in its feature's `testing/<feature>RouteBeispiele.ts` (listed in `testing/routeBeispiele.ts`).
 * Examples are keyed `METHOD /path` exactly as the route is registered; examples of routes that
 * are not registered (yet) are simply unused.
 */
export type RouteBeispiel = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  /** A JSON body (valid, so a refused call is refused for who asks, not for what they sent). */
  body?: unknown;
  /** A multipart form instead of a JSON body. */
  form?: { fields?: Record<string, string>; files?: Record<string, Datei> };
  /**
   * Whose record the call touches, for the permission matrix: a role may make the call when
   * `scopeOf(bereich, user, read|write)` reaches this producer or disposer. Without it the call
   * touches no tenant's record (reference data, the caller's own data, a list scoped to the caller).
   */
  mandant?: {
    bereich: ScopeArea;
    erzeugerId?: number;
    entsorgerId?: number;
    /** The scope the call needs when it is not what its method says (an export request is a POST that only reads). */
    bedarf?: 'read' | 'write';
  };
  /** An allowed call may answer 404 with exactly this message (e.g. no picture stored yet). */
  leer404?: string;
  /**
   * Carrying the call out would take other roles' ground away (deleting tenants or users, merging,
   * ending or switching the session, changing a password): the matrix checks only its refusals.
   */
  zerstoerend?: true;
};

export type Datei = { data: Buffer; name: string; typ: string };

/** A feature's examples, keyed `METHOD /path` exactly as its routes are registered. */
export type RouteBeispiele = Record<string, (i: DemoIds) => RouteBeispiel>;

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
