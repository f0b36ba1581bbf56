import {
  BELEG_MELDUNGEN,
  belegBefehlAntwortSchema,
  belegDetailsSchema,
  belegErfassenSchema,
  belegFehlerhaftSchema,
  belegFelderSchema,
  belegHistorieEintragSchema,
  belegIdParams,
  belegListeEintragSchema,
  belegVorschlaegeSchema,
  belegZuordnenSchema,
  type BelegErfassen,
  type BelegFelder,
} from '@abfallportal/common/beleg';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { akteurAusScope, scopeOf, type BelegAkteur, type ScopeNeed } from '@abfallportal/common/permissions';
import { UPLOAD_MAX_BYTES } from '@abfallportal/common/validation';
import type { Request, RequestHandler } from 'express';
import multer from 'multer';
import { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { uuidFromName, type CommandMeta } from '../platform/decider/commandHandler';
import { nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { sendDatei } from '../platform/files/sendDatei';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { listQuery } from '../platform/http/listQuery';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion, sendVersion } from '../platform/http/version';
import { uploadMitFrist } from '../platform/http/uploadMitFrist';
import { auftragBelegeRoutes } from './auftragBelegeApi';
import { belegFilterRoutes } from './belegFilterApi';
import { createBelegBefehle } from './belegBefehle';
import { belegDateityp } from './belegDateityp';
import { erfassenAusDatei } from './eingang/erfassenAusDatei';
import { leseHochgeladeneDatei, MELDUNG_OHNE_ANGABEN, zuordnungAusFormular } from './eingang/eRechnungUpload';
import type { BelegCommand } from './belegDecide';
import { BELEG_TABELLE } from './belegLesemodell';
import {
  BELEG_PROJEKTIONEN,
  belegListe,
  belegScope,
  loadAuftraegeFuerZuordnung,
  loadBelegDatei,
  loadBelegDetails,
  loadBelegHistorie,
  loadVorschlaege,
  toBelegListeEintrag,
} from './belegQueries';

const TAG = 'Belege';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The side a user acts for on receipts, from the one permission function (scopeOf 'belege'). */
export function belegAkteurVon(user: BenutzerInfo, need: ScopeNeed = 'read'): BelegAkteur {
  const akteur = akteurAusScope(scopeOf('belege', user, need));
  if (!akteur) throw verboten('Sie haben keine Berechtigung für Belege.');
  return akteur;
}

/** Who sent the command, for the events' metadata; the idempotency key counts per user and tenant. */
const metaVon = (req: Request, user: BenutzerInfo, neueId: () => string): CommandMeta => {
  const key = req.get('Idempotency-Key');
  if (key !== undefined && !UUID.test(key)) throw ungueltig('Der Idempotency-Key muss eine UUID sein.');
  const actingAsId = req.session.aliasVonBenutzerId !== undefined ? String(req.session.aliasVonBenutzerId) : null;
  const commandId = key ? uuidFromName(`idempotency/beleg/${user.id}/${actingAsId ?? ''}/${key.toLowerCase()}`) : neueId();
  return {
    actorId: String(user.id),
    actingAsId,
    tenantId: user.erzeuger ? String(user.erzeuger.id) : null,
    commandId,
    correlationId: commandId,
    causationId: null,
  };
};

export { belegDateityp };

const formular = (): RequestHandler => {
  const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 3, parts: 4 } });
  return uploadMitFrist(upload.single('datei'));
};

/**
 * /api/v1/rechnungen (spec §§ 2, 7: receipts, "Belege"): list, details, capture by upload, edit,
 * assign to orders, check, approve, reject as faulty, delete, file, history, suggested orders.
 * Rule EDIT_RECHNUNGEN (spec § 6); whose receipts a user reaches is scopeOf('belege').
 */
export function belegRoutes(deps: AppDeps): RouteSpec[] {
  const { db } = deps;
  const befehle = createBelegBefehle(deps);
  const notFound = BELEG_MELDUNGEN.nichtGefunden;

  /** Facts the capture and edit check before the command: the site is the producer's, the cancelled receipt exists. */
  const pruefeBezuege = async (erzeugerId: number, felder: BelegFelder): Promise<void> => {
    if (felder.anfallstelleId !== null) {
      const stelle = await db('anfallstelle').where({ id: felder.anfallstelleId, erzeuger_id: erzeugerId }).first('id');
      if (!stelle)
        throw ungueltig('Diese Anfallstelle gibt es nicht.', { errors: { anfallstelleId: 'Diese Anfallstelle gibt es nicht.' } });
    }
    if (felder.storniertBelegId !== null) {
      const storno = await db(BELEG_TABELLE.uebersicht).where({ id: felder.storniertBelegId, erzeuger_id: erzeugerId }).first('id');
      if (!storno) throw ungueltig('Diesen Beleg gibt es nicht.', { errors: { storniertBelegId: 'Diesen Beleg gibt es nicht.' } });
    }
  };

  /** A state change of an existing receipt: If-Match, then the answer after the read model caught up. */
  const aendern = (
    path: string,
    summary: string,
    method: 'post' | 'put' | 'delete',
    body: z.ZodType | undefined,
    befehl: (akteur: BelegAkteur, body: never, id: string) => Promise<BelegCommand>,
  ): RouteSpec =>
    route({
      method,
      path,
      summary,
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      params: belegIdParams,
      notFound,
      ...(body ? { body } : {}),
      response: belegBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body: b }) => {
        const akteur = belegAkteurVon(user, 'write');
        const command = await befehl(akteur, b as never, params.id);
        const result = await befehle(params.id, command, metaVon(req, user, deps.neueId), { expectedVersion: () => expectedVersion(req) });
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: BELEG_PROJEKTIONEN,
          body: { id: params.id },
        });
      },
    });

  return [
    ...auftragBelegeRoutes(deps),
    // Before /v1/rechnungen/:id, whose id is a uuid.
    ...belegFilterRoutes(deps),
    route({
      method: 'get',
      path: '/v1/rechnungen',
      summary: 'Belege als Liste (simple-rest): Suche q, Filter status, typ, entsorgerId, erzeugerId, von, bis',
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      response: z.array(belegListeEintragSchema),
      handle: async ({ req, res, user }) => {
        await listQuery(db, req, res, belegListe, belegScope(belegAkteurVon(user)), toBelegListeEintrag);
      },
    }),
    route({
      method: 'post',
      path: '/v1/rechnungen',
      summary:
        'Beleg erfassen: Formular mit der Datei datei (PDF oder XML, höchstens 20 MB) und dem JSON-Teil beleg; eine E-Rechnung wird mit Positionen eingelesen',
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      // The JSON part is parsed in the handler (belegErfassenSchema): a route body schema would parse the whole form.
      form: { files: ['datei'], jsonPart: 'beleg' },
      before: [formular()],
      response: belegBefehlAntwortSchema,
      handle: async ({ req, res, user }) => {
        const akteur = belegAkteurVon(user, 'write');
        const teil = (req.body as { beleg?: unknown } | undefined)?.beleg;
        // An e-invoice (XML, or a PDF with the XML attached) is read into header and positions (issue 20, eingang/).
        const lesung = await leseHochgeladeneDatei(req.file);
        if (req.file && lesung.art === 'erechnung') {
          const meta = metaVon(req, user, deps.neueId);
          const ergebnis = await erfassenAusDatei(deps, {
            belegId: req.get('Idempotency-Key') ? uuidFromName(`beleg/${meta.commandId}`) : deps.neueId(),
            datei: { bytes: req.file.buffer, name: req.file.originalname },
            akteur,
            quelle: 'ERECHNUNG',
            ...zuordnungAusFormular(teil),
            meta,
            gelesen: lesung.gelesen,
          });
          await respondAfterCommand(deps.readYourWrites, res, {
            position: ergebnis.position,
            projektionen: BELEG_PROJEKTIONEN,
            status: ergebnis.wiederholt ? 200 : 201,
            body: { id: ergebnis.id },
          });
          return;
        }
        let roh: unknown;
        try {
          roh = typeof teil === 'string' ? JSON.parse(teil) : undefined;
        } catch {
          roh = undefined;
        }
        if (roh === undefined) throw ungueltig(lesung.art === 'beleg' ? lesung.ohneAngaben : MELDUNG_OHNE_ANGABEN);
        const eingabe: BelegErfassen = belegErfassenSchema.parse(roh);
        const datei = req.file;
        if (!datei) throw ungueltig(BELEG_MELDUNGEN.dateiFehlt, { errors: { datei: BELEG_MELDUNGEN.dateiFehlt } });
        const typ = belegDateityp(datei.buffer);
        if (!typ) throw ungueltig(BELEG_MELDUNGEN.dateityp, { errors: { datei: BELEG_MELDUNGEN.dateityp } });
        if (akteur.seite === 'ERZEUGER' && akteur.erzeugerId !== eingabe.erzeugerId)
          throw verboten('Belege kann man nur für den eigenen Erzeuger erfassen.');
        if (akteur.seite === 'ENTSORGER' && akteur.entsorgerId !== eingabe.entsorgerId)
          throw verboten('Ein Entsorger erfasst nur seine eigenen Belege.');
        if (!(await db('erzeuger').where({ id: eingabe.erzeugerId }).first('id')))
          throw ungueltig('Diesen Erzeuger gibt es nicht.', { errors: { erzeugerId: 'Diesen Erzeuger gibt es nicht.' } });
        if (!(await db('entsorger').where({ id: eingabe.entsorgerId }).first('id')))
          throw ungueltig('Diesen Entsorger gibt es nicht.', { errors: { entsorgerId: 'Diesen Entsorger gibt es nicht.' } });
        const { erzeugerId, entsorgerId, quelle, ...felder } = eingabe;
        await pruefeBezuege(erzeugerId, felder);
        const meta = metaVon(req, user, deps.neueId);
        const id = req.get('Idempotency-Key') ? uuidFromName(`beleg/${meta.commandId}`) : deps.neueId();
        const dateiId = `belege/${id}`;
        await deps.files.put(dateiId, datei.buffer);
        const name = (datei.originalname || (typ === 'application/pdf' ? 'beleg.pdf' : 'beleg.xml')).slice(0, 200);
        const result = await befehle(
          id,
          {
            type: 'BelegErfassen',
            akteur,
            erzeugerId,
            entsorgerId,
            herkunft: quelle === 'UPLOAD' ? 'MANUELL' : 'AUTOMATISCH',
            quelle,
            felder,
            datei: { id: dateiId, name, typ },
          },
          { ...meta, tenantId: String(erzeugerId) },
        );
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: BELEG_PROJEKTIONEN,
          status: result.wiederholt ? 200 : 201,
          body: { id },
        });
      },
    }),
    route({
      method: 'get',
      path: '/v1/rechnungen/:id',
      summary: 'Ein Beleg mit Positionen, Zuordnung und Prüfergebnis; ETag ist die Revision seines Streams',
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      params: belegIdParams,
      notFound,
      response: belegDetailsSchema,
      handle: async ({ res, user, params }) => {
        const d = await loadBelegDetails(db, belegAkteurVon(user), params.id);
        sendVersion(res, d.version);
        return d;
      },
    }),
    route({
      method: 'get',
      path: '/v1/rechnungen/:id/datei',
      summary: 'Die Datei eines Belegs (PDF zum Anzeigen, XML zum Herunterladen)',
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      params: belegIdParams,
      notFound,
      handle: async ({ res, user, params }) => {
        await loadBelegDetails(db, belegAkteurVon(user), params.id);
        const datei = await loadBelegDatei(db, params.id);
        const data = datei ? await deps.files.get(datei.id) : null;
        if (!datei || !data) throw nichtGefunden('Zu diesem Beleg ist keine Datei hinterlegt.');
        sendDatei(res, { data, typ: datei.typ, name: datei.name }, datei.typ === 'application/pdf' ? 'inline' : 'attachment');
      },
    }),
    route({
      method: 'get',
      path: '/v1/rechnungen/:id/historie',
      summary: 'Historie eines Belegs: wer, als wer, wann, was',
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      params: belegIdParams,
      notFound,
      response: z.array(belegHistorieEintragSchema),
      handle: async ({ user, params }) => {
        await loadBelegDetails(db, belegAkteurVon(user), params.id);
        return loadBelegHistorie(db, params.id);
      },
    }),
    route({
      method: 'get',
      path: '/v1/rechnungen/:id/vorschlaege',
      summary: 'Passende Aufträge für einen Beleg (Vorgangsnummer, Entsorger, Anfallstelle, Zeitraum, AVV)',
      tag: TAG,
      rule: 'rechnungen',
      tenant: 'producer',
      params: belegIdParams,
      notFound,
      response: belegVorschlaegeSchema,
      handle: async ({ user, params }) => loadVorschlaege(db, await loadBelegDetails(db, belegAkteurVon(user), params.id)),
    }),
    aendern(
      '/v1/rechnungen/:id',
      'Felder und Positionen eines Belegs ändern (If-Match)',
      'put',
      belegFelderSchema,
      async (akteur, felder: BelegFelder, id) => {
        const d = await loadBelegDetails(db, akteur, id);
        await pruefeBezuege(d.erzeugerId, felder);
        return { type: 'BelegAendern', akteur, felder };
      },
    ),
    aendern(
      '/v1/rechnungen/:id/zuordnen',
      'Beleg einem oder mehreren Aufträgen zuordnen (If-Match)',
      'post',
      belegZuordnenSchema,
      async (akteur, body: { auftragIds: string[] }) => {
        const ids = [...new Set(body.auftragIds.map((i) => i.toLowerCase()))];
        const auftraege = await loadAuftraegeFuerZuordnung(db, ids);
        if (auftraege.length !== ids.length)
          throw ungueltig('Diesen Auftrag gibt es nicht.', { errors: { auftragIds: 'Diesen Auftrag gibt es nicht.' } });
        return { type: 'BelegZuordnen', akteur, auftraege };
      },
    ),
    aendern('/v1/rechnungen/:id/pruefen', 'Beleg prüfen (Belegprüfung nach Spec § 5; If-Match)', 'post', undefined, async (akteur) => ({
      type: 'BelegPruefen',
      akteur,
    })),
    aendern('/v1/rechnungen/:id/freigeben', 'Geprüften Beleg freigeben (If-Match)', 'post', undefined, async (akteur) => ({
      type: 'BelegFreigeben',
      akteur,
    })),
    aendern(
      '/v1/rechnungen/:id/fehlerhaft',
      'Beleg als fehlerhaft ablehnen; der Entsorger bekommt die Begründung per E-Mail (If-Match)',
      'post',
      belegFehlerhaftSchema,
      async (akteur, body: { begruendung: string }) => ({ type: 'BelegAlsFehlerhaftAblehnen', akteur, begruendung: body.begruendung }),
    ),
    aendern('/v1/rechnungen/:id', 'Beleg löschen (If-Match)', 'delete', undefined, async (akteur) => ({ type: 'BelegLoeschen', akteur })),
  ];
}
