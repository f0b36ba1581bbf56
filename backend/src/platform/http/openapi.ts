import { requirementOf } from '@abfallportal/common/permissions';
import { z } from 'zod';
import { changesState, type RouteSpec } from './route';

type JsonSchema = Record<string, unknown>;
type Parameter = { name: string; in: 'path' | 'query'; required: boolean; schema: JsonSchema };
type Operation = Record<string, unknown>;

/** The JSON schema of a zod schema as a client sends it (input side); what JSON cannot say becomes "any". */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const out = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

/** Express 5 optional groups (`/runAsBenutzer{/:name}`) become one OpenAPI path each way. */
export function expandOptional(path: string): string[] {
  const open = path.indexOf('{');
  if (open < 0) return [path];
  const close = path.indexOf('}', open);
  const before = path.slice(0, open);
  const group = path.slice(open + 1, close);
  const after = path.slice(close + 1);
  return [...expandOptional(before + after), ...expandOptional(before + group + after)].map((p) => p || '/');
}

/** `/v1/anfallstelle/:id` → `/v1/anfallstelle/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

function pathNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
}

function objectProperties(schema: z.ZodType | undefined): { properties: Record<string, JsonSchema>; required: string[] } {
  if (!schema) return { properties: {}, required: [] };
  const js = jsonSchema(schema);
  return {
    properties: (js.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (js.required as string[] | undefined) ?? [],
  };
}

function parameters(spec: RouteSpec, path: string): Parameter[] {
  const params = objectProperties(spec.params);
  const query = objectProperties(spec.query);
  return [
    ...pathNames(path).map((name): Parameter => ({
      name,
      in: 'path',
      required: true,
      schema: params.properties[name] ?? { type: 'string' },
    })),
    ...Object.entries(query.properties).map(([name, schema]): Parameter => ({
      name,
      in: 'query',
      required: query.required.includes(name),
      schema,
    })),
  ];
}

function requestBody(spec: RouteSpec): Operation | undefined {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (spec.body) content['application/json'] = { schema: jsonSchema(spec.body) };
  if (spec.form) {
    const properties: Record<string, JsonSchema> = {};
    for (const file of spec.form.files) properties[file] = { type: 'string', contentMediaType: 'application/octet-stream' };
    if (spec.form.jsonPart) properties[spec.form.jsonPart] = spec.body ? jsonSchema(spec.body) : { type: 'string' };
    if (spec.form.fields) Object.assign(properties, objectProperties(spec.form.fields).properties);
    content['multipart/form-data'] = { schema: { type: 'object', properties } };
  }
  return Object.keys(content).length > 0 ? { required: true, content } : undefined;
}

const FEHLER_ANTWORT = { $ref: '#/components/schemas/Fehler' };

function responses(spec: RouteSpec): Record<string, unknown> {
  const status = String(spec.status ?? 200);
  const ok = spec.response
    ? { description: 'Erfolg', content: { 'application/json': { schema: jsonSchema(spec.response) } } }
    : { description: 'Erfolg' };
  const fehler = (description: string) => ({ description, content: { 'application/json': { schema: FEHLER_ANTWORT } } });
  const out: Record<string, unknown> = { [status]: ok, '400': fehler('Eingaben fehlerhaft'), '404': fehler('Nicht gefunden') };
  if (spec.rule !== 'public' && spec.rule !== 'token') {
    out['401'] = fehler('Nicht angemeldet');
    out['403'] = fehler('Keine Berechtigung oder Sicherheits-Token fehlt');
  }
  if (changesState(spec)) out['409'] = fehler('Inzwischen geändert');
  return out;
}

function security(spec: RouteSpec): Array<Record<string, string[]>> {
  if (spec.rule === 'token') return [];
  const csrf: Record<string, string[]> = spec.method !== 'get' || changesState(spec) ? { xsrf: [] } : {};
  if (spec.rule === 'public') return Object.keys(csrf).length > 0 ? [csrf] : [];
  return [{ session: [], ...csrf }];
}

function operation(spec: RouteSpec, path: string): Operation {
  const body = requestBody(spec);
  const requirement = requirementOf(spec.rule);
  return {
    operationId: `${spec.method}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
    summary: spec.summary,
    tags: [spec.tag],
    parameters: parameters(spec, path),
    ...(body ? { requestBody: body } : {}),
    responses: responses(spec),
    security: security(spec),
    'x-rule': typeof spec.rule === 'string' ? spec.rule : 'permissions',
    ...(requirement ? { 'x-permissions': requirement } : {}),
    'x-tenant': spec.tenant,
    'x-changes-state': changesState(spec),
  };
}

/** The OpenAPI 3.1 document of every registered route (DESIGN § 6), served at GET /api/v1/openapi.json. */
export function openApiDocument(routes: readonly RouteSpec[], version: string): Record<string, unknown> {
  const paths: Record<string, Record<string, Operation>> = {};
  const seen = new Set<string>();
  for (const spec of routes) {
    for (const variant of expandOptional(spec.path)) {
      const path = openApiPath(variant);
      const key = `${spec.method} ${path}`;
      if (seen.has(key)) continue; // the first registered route answers, as in express
      seen.add(key);
      (paths[path] ??= {})[spec.method] = operation(spec, variant);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Abfallportal API',
      version,
      description: 'Alle Aufrufe des Abfallportals, erzeugt aus dem Routenregister. Fehler antworten mit { message, errors?, code? }.',
    },
    servers: [{ url: '/api' }],
    paths,
    components: {
      schemas: {
        Fehler: {
          type: 'object',
          required: ['message'],
          properties: {
            message: { type: 'string' },
            code: { type: 'string' },
            errors: { type: 'object', additionalProperties: { type: 'string' } },
          },
        },
      },
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'abfallportal.sid' },
        xsrf: { type: 'apiKey', in: 'header', name: 'X-XSRF-TOKEN' },
      },
    },
  };
}
