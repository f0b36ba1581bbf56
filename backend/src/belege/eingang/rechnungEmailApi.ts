import {
  RECHNUNG_EMAIL_MELDUNGEN,
  rechnungEmailAntwortSchema,
  rechnungEmailEintragSchema,
  rechnungEmailFehlerhaftSchema,
  rechnungEmailFreigebenSchema,
  rechnungEmailIdParams,
  type RechnungEmailEintrag,
  type RechnungEmailLeseErgebnis,
} from '@abfallportal/common/rechnungEmail';
import { z } from 'zod';
import type { AppDeps } from '../../appDeps';
import { uuidFromName } from '../../platform/decider/commandHandler';
import { nichtGefunden, ungueltig } from '../../platform/domainError';
import { sendDatei } from '../../platform/files/sendDatei';
import { respondAfterCommand } from '../../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../../platform/http/route';
import { belegAkteurVon } from '../belegApi';
import { BELEG_PROJEKTIONEN } from '../belegQueries';
import { erfassenAusDatei } from './erfassenAusDatei';

const TAG = 'Rechnungs-E-Mail-Import';
const RULE = 'rechnungEmailImport';
type Zeile = Record<string, unknown>;

const iso = (v: unknown): string | null => (v ? new Date(v as string).toISOString() : null);

const alsEintrag = (r: Zeile): RechnungEmailEintrag => ({
  id: r.id as string,
  absender: (r.absender as string | null) ?? null,
  betreff: (r.betreff as string | null) ?? null,
  empfangenAm: iso(r.empfangen_am),
  dateiName: r.datei_name as string,
  dateiTyp: r.datei_typ as string,
  status: r.status as RechnungEmailEintrag['status'],
  ergebnis: r.lese_ergebnis as RechnungEmailLeseErgebnis,
  erzeugerName: (r.erzeuger_name as string | null) ?? null,
  entsorgerName: (r.entsorger_name as string | null) ?? null,
  erstelltAm: iso(r.erstellt_am)!,
});

/**
 * /api/v1/rechnungen/emails (spec § 7: the invoice e-mail import's to-be-released list, release,
 * mark faulty, delete), staff only (ROUTE_RULES.rechnungEmailImport). Registered before the receipts'
 * `/v1/rechnungen/:id`. The release goes through erfassenAusDatei, like an e-invoice upload.
 */
export function rechnungEmailRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const notFound = RECHNUNG_EMAIL_MELDUNGEN.nichtGefunden;
  const offen = async (id: string): Promise<Zeile> => {
    const r = (await db('rechnung_email_import').where({ id }).whereNot('status', 'GELOESCHT').first()) as Zeile | undefined;
    if (!r) throw nichtGefunden(notFound);
    if (r.status !== 'ZU_FREIGEBEN') throw ungueltig(RECHNUNG_EMAIL_MELDUNGEN.schonErledigt);
    return r;
  };
  /** Ends an entry, only from "to be released" (two clicks at once: the second gets the German "already done"). */
  const erledigen = async (id: string, werte: Zeile): Promise<void> => {
    const n = await db('rechnung_email_import')
      .where({ id, status: 'ZU_FREIGEBEN' })
      .update({ ...werte, erledigt_am: deps.jetzt() });
    if (n === 0) throw ungueltig(RECHNUNG_EMAIL_MELDUNGEN.schonErledigt);
  };

  return [
    route({
      method: 'get',
      path: '/v1/rechnungen/emails',
      summary: 'Rechnungs-E-Mail-Import: die Anlagen, die auf Freigabe warten (neueste zuerst)',
      tag: TAG,
      rule: RULE,
      tenant: 'none',
      response: z.array(rechnungEmailEintragSchema),
      handle: async () => {
        const rows = (await db('rechnung_email_import as i')
          .leftJoin('erzeuger as e', 'e.id', db.raw("(i.lese_ergebnis->>'erzeugerId')::int"))
          .leftJoin('entsorger as s', 's.id', db.raw("(i.lese_ergebnis->>'entsorgerId')::int"))
          .where('i.status', 'ZU_FREIGEBEN')
          .orderBy([
            { column: 'i.empfangen_am', order: 'desc', nulls: 'last' },
            { column: 'i.erstellt_am', order: 'desc' },
          ])
          .limit(500)
          .select('i.*', 'e.name as erzeuger_name', 's.name as entsorger_name')) as Zeile[];
        return rows.map(alsEintrag);
      },
    }),
    route({
      method: 'get',
      path: '/v1/rechnungen/emails/:id/datei',
      summary: 'Die Datei einer E-Mail-Anlage (PDF zum Anzeigen, XML zum Herunterladen)',
      tag: TAG,
      rule: RULE,
      tenant: 'none',
      params: rechnungEmailIdParams,
      notFound,
      handle: async ({ res, params }) => {
        const r = (await db('rechnung_email_import').where({ id: params.id }).whereNot('status', 'GELOESCHT').first()) as Zeile | undefined;
        const data = r ? await deps.files.get(r.datei_id as string) : null;
        if (!r || !data) throw nichtGefunden(notFound);
        const typ = r.datei_typ as string;
        sendDatei(res, { data, typ, name: r.datei_name as string }, typ === 'application/pdf' ? 'inline' : 'attachment');
      },
    }),
    route({
      method: 'post',
      path: '/v1/rechnungen/emails/:id/freigeben',
      summary: 'E-Mail-Anlage freigeben: sie wird als Beleg erfasst (Erzeuger vom Support gewählt, vorbelegt aus dem Auftrag)',
      tag: TAG,
      rule: RULE,
      tenant: 'none',
      params: rechnungEmailIdParams,
      notFound,
      body: rechnungEmailFreigebenSchema,
      response: rechnungEmailAntwortSchema,
      handle: async ({ req, res, user, params, body }) => {
        const r = await offen(params.id);
        const bytes = await deps.files.get(r.datei_id as string);
        if (!bytes) throw nichtGefunden(notFound);
        const akteur = belegAkteurVon(user, 'write');
        const belegId = uuidFromName(`rechnung-email/${params.id}/beleg`);
        const commandId = uuidFromName(`rechnung-email/${params.id}/freigeben`);
        const ergebnis = await erfassenAusDatei(deps, {
          belegId,
          datei: { bytes, name: r.datei_name as string },
          akteur,
          quelle: 'EMAIL',
          erzeugerId: body.erzeugerId,
          entsorgerId: body.entsorgerId ?? (r.lese_ergebnis as RechnungEmailLeseErgebnis).entsorgerId,
          meta: {
            actorId: String(user.id),
            actingAsId: req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null,
            tenantId: String(body.erzeugerId),
            commandId,
            correlationId: commandId,
            causationId: null,
          },
        });
        await erledigen(params.id, { status: 'FREIGEGEBEN', beleg_id: belegId });
        await respondAfterCommand(deps.readYourWrites, res, {
          position: ergebnis.position,
          projektionen: BELEG_PROJEKTIONEN,
          body: { id: params.id, belegId },
        });
      },
    }),
    route({
      method: 'post',
      path: '/v1/rechnungen/emails/:id/fehlerhaft',
      summary: 'E-Mail-Anlage als fehlerhaft markieren (mit Begründung)',
      tag: TAG,
      rule: RULE,
      tenant: 'none',
      params: rechnungEmailIdParams,
      notFound,
      body: rechnungEmailFehlerhaftSchema,
      response: rechnungEmailAntwortSchema,
      handle: async ({ params, body }) => {
        await offen(params.id);
        await erledigen(params.id, { status: 'FEHLERHAFT', fehler_grund: body.begruendung });
        return { id: params.id, belegId: null, position: null, projektionenAktuell: true };
      },
    }),
    route({
      method: 'delete',
      path: '/v1/rechnungen/emails/:id',
      summary: 'E-Mail-Anlage löschen (die Zeile bleibt, damit dieselbe Anlage nicht erneut importiert wird)',
      tag: TAG,
      rule: RULE,
      tenant: 'none',
      params: rechnungEmailIdParams,
      notFound,
      response: rechnungEmailAntwortSchema,
      handle: async ({ params }) => {
        const r = await offen(params.id);
        await erledigen(params.id, { status: 'GELOESCHT' });
        await deps.files.remove(r.datei_id as string);
        return { id: params.id, belegId: null, position: null, projektionenAktuell: true };
      },
    }),
  ];
}
