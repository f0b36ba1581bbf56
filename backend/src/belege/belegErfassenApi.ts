import { BELEG_MELDUNGEN, belegBefehlAntwortSchema, belegErfassenSchema, type BelegErfassen } from '@abfallportal/common/beleg';
import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import type { BelegAkteur } from '@abfallportal/common/permissions';
import type { Request, Response } from 'express';
import type { AppDeps } from '../appDeps';
import { uuidFromName } from '../platform/decider/commandHandler';
import { ungueltig, verboten } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { type ERechnungErgebnis } from './erechnung';
import { belegAkteurVon, belegFormular, belegMetaVon, pruefeBelegBezuege } from './belegAnfrage';
import type { BelegBefehle } from './belegBefehle';
import { belegDateityp } from './belegDateityp';
import { BELEG_PROJEKTIONEN } from './belegQueries';
import { erfassenAusDatei } from './eingang/erfassenAusDatei';
import { leseHochgeladeneDatei, MELDUNG_OHNE_ANGABEN, zuordnungAusFormular, type UploadLesung } from './eingang/eRechnungUpload';

type Anfrage = { req: Request; res: Response; user: BenutzerInfo; akteur: BelegAkteur };

/** POST /v1/rechnungen: a receipt captured from an uploaded file and the form's JSON part `beleg`. */
export const belegErfassenRoute = (deps: AppDeps, befehle: BelegBefehle): RouteSpec =>
  route({
    method: 'post',
    path: '/v1/rechnungen',
    summary:
      'Beleg erfassen: Formular mit der Datei datei (PDF oder XML, höchstens 20 MB) und dem JSON-Teil beleg; eine E-Rechnung wird mit Positionen eingelesen',
    tag: 'Belege',
    rule: 'rechnungen',
    tenant: 'producer',
    // The JSON part is parsed in the handler (belegErfassenSchema): a route body schema would parse the whole form.
    form: { files: ['datei'], jsonPart: 'beleg' },
    before: [belegFormular()],
    response: belegBefehlAntwortSchema,
    handle: async ({ req, res, user }) => {
      const a: Anfrage = { req, res, user, akteur: belegAkteurVon(user, 'write') };
      const teil = (req.body as { beleg?: unknown } | undefined)?.beleg;
      // An e-invoice (XML, or a PDF with the XML attached) is read into header and positions (issue 20, eingang/).
      const lesung = await leseHochgeladeneDatei(req.file);
      if (req.file && lesung.art === 'erechnung') await erfasseERechnung(deps, a, req.file, teil, lesung.gelesen);
      else await erfasseMitAngaben(deps, befehle, a, teil, lesung);
    },
  });

/** An e-invoice: header and positions from the file, the producer and order as the person chose or the invoice names them. */
const erfasseERechnung = async (
  deps: AppDeps,
  { req, res, user, akteur }: Anfrage,
  datei: { buffer: Buffer; originalname: string },
  teil: unknown,
  gelesen: ERechnungErgebnis,
): Promise<void> => {
  const meta = belegMetaVon(req, user, deps.neueId);
  const ergebnis = await erfassenAusDatei(deps, {
    belegId: req.get('Idempotency-Key') ? uuidFromName(`beleg/${meta.commandId}`) : deps.neueId(),
    datei: { bytes: datei.buffer, name: datei.originalname },
    akteur,
    quelle: 'ERECHNUNG',
    ...zuordnungAusFormular(teil),
    meta,
    gelesen,
  });
  await respondAfterCommand(deps.readYourWrites, res, {
    position: ergebnis.position,
    projektionen: BELEG_PROJEKTIONEN,
    status: ergebnis.wiederholt ? 200 : 201,
    body: { id: ergebnis.id },
  });
};

/** The form's JSON part, parsed; 400 with the reader's hint when it is missing or no JSON. */
const angabenAusFormular = (teil: unknown, lesung: UploadLesung): BelegErfassen => {
  let roh: unknown;
  try {
    roh = typeof teil === 'string' ? JSON.parse(teil) : undefined;
  } catch {
    roh = undefined;
  }
  if (roh === undefined) throw ungueltig(lesung.art === 'beleg' ? lesung.ohneAngaben : MELDUNG_OHNE_ANGABEN);
  return belegErfassenSchema.parse(roh);
};

/** Any other file: the receipt as the person entered it, the file stored beside it. */
const erfasseMitAngaben = async (
  deps: AppDeps,
  befehle: BelegBefehle,
  { req, res, user, akteur }: Anfrage,
  teil: unknown,
  lesung: UploadLesung,
): Promise<void> => {
  const { db } = deps;
  const eingabe = angabenAusFormular(teil, lesung);
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
  await pruefeBelegBezuege(db, erzeugerId, felder);
  const meta = belegMetaVon(req, user, deps.neueId);
  const id = req.get('Idempotency-Key') ? uuidFromName(`beleg/${meta.commandId}`) : deps.neueId();
  const dateiId = `belege/${id}`;
  await deps.files.put(dateiId, datei.buffer);
  const name = (datei.originalname || (typ === 'application/pdf' ? 'beleg.pdf' : 'beleg.xml')).slice(0, 200);
  const herkunft = quelle === 'UPLOAD' ? 'MANUELL' : 'AUTOMATISCH';
  const result = await befehle(
    id,
    { type: 'BelegErfassen', akteur, erzeugerId, entsorgerId, herkunft, quelle, felder, datei: { id: dateiId, name, typ } },
    { ...meta, tenantId: String(erzeugerId) },
  );
  await respondAfterCommand(deps.readYourWrites, res, {
    position: result.position,
    projektionen: BELEG_PROJEKTIONEN,
    status: result.wiederholt ? 200 : 201,
    body: { id },
  });
};
