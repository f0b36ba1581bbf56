import { normalisiereBenutzername } from '@abfallportal/common/anmeldung';
import { can, canAssumePerspective, canRunAs, isStaff, type Rolle } from '@abfallportal/common/permissions';
import { Router, type Request, type Response } from 'express';
import type { AppDeps } from '../appDeps';
import { DomainError, nichtGefunden, ungueltig, verboten } from '../platform/domainError';
import { createCsrf } from '../platform/http/csrf';
import { FEHLER } from '../platform/http/httpError';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requireBenutzer } from '../platform/http/requireBenutzer';
import { sitzungsKontext } from '../platform/http/session';
import { sitzungSpeichern, sitzungWechseln } from './sitzungWechseln';
import { aenderungsListe, toAenderungEintrag } from './aenderungsListe';
import { protokollieren, protokollListe, toProtokollEintrag } from './stellvertretungProtokoll';
import { benutzernameSchema, textIdSchema } from '@abfallportal/common/validation';

const konflikt = (message: string) => new DomainError('konflikt', message);
const positiveId = textIdSchema();
const KEIN_PERSONAL = 'Nur Administration und Support können für andere Benutzer handeln.';

type Ziel = { id: number; rolle: Rolle; aktiv: boolean; erzeuger_id: number | null };

/**
 * Acting on behalf (spec § 6 and § 7, issue 9) under /api/v1/session: run as another user, end it,
 * assume a producer's perspective, and the protocol of these switches. A perspective ends with
 * DELETE /assumeMandantPerspective (the spec names no end call; a DELETE says what it does).
 */
export const createStellvertretungApi = (deps: AppDeps): Router => {
  const router = Router();
  const { db } = deps;
  const csrf = createCsrf(deps.config);
  router.use(requireBenutzer(deps.loadUserInfo));

  /** Staff only; a producer's user (also staff running as one) gets 403 and the session stays as it was. */
  const nurPersonal = (res: Response) => {
    const benutzer = benutzerVon(res);
    if (!canAssumePerspective(benutzer)) throw verboten(KEIN_PERSONAL);
    return benutzer;
  };

  const antworteMitInfo = async (req: Request, res: Response) => {
    const id = req.session.benutzerId!;
    res.json(await deps.loadUserInfo(id, req.session.aliasVonBenutzerId !== undefined, sitzungsKontext(req.session)));
  };

  router.put('/runAsBenutzer/:name', async (req, res) => {
    const echt = nurPersonal(res);
    const mandantId =
      req.query.mandantId === undefined || req.query.mandantId === '' ? undefined : positiveId.safeParse(req.query.mandantId);
    if (mandantId && !mandantId.success) throw ungueltig('Die Mandanten-Id ist ungültig.');
    // A name PostgreSQL cannot bind (NUL, a lone surrogate) names nobody: the same 404 as an unknown one.
    const name = benutzernameSchema.safeParse(req.params.name);
    if (!name.success) throw nichtGefunden('Der Benutzer wurde nicht gefunden.');
    const email = normalisiereBenutzername(name.data);
    const ziel = (await db('benutzer').whereRaw('lower(email) = ?', [email]).first('id', 'rolle', 'aktiv', 'erzeuger_id')) as
      Ziel | undefined;
    if (!ziel) throw nichtGefunden('Der Benutzer wurde nicht gefunden.');
    if (!canRunAs(echt, ziel)) throw verboten('Als Administrations- oder Support-Konto kann niemand handeln.');
    if (!ziel.aktiv) throw ungueltig('Der Benutzer ist deaktiviert; als deaktivierter Benutzer kann niemand handeln.');
    if (mandantId?.success && mandantId.data !== ziel.erzeuger_id) throw ungueltig('Der Benutzer gehört nicht zu diesem Erzeuger.');

    await sitzungWechseln(req, { benutzerId: ziel.id, aliasVonBenutzerId: echt.id });
    csrf.rotate(req, res);
    await protokollieren(db, {
      echterBenutzerId: echt.id,
      effektiverBenutzerId: ziel.id,
      erzeugerId: ziel.erzeuger_id,
      aktion: 'RUN_AS_START',
      zeitpunkt: deps.jetzt(),
    });
    await antworteMitInfo(req, res);
  });

  // Empty name: ends running as another user (spec § 7, PUT /v1/session/runAsBenutzer/).
  router.put('/runAsBenutzer', async (req, res) => {
    const effektiv = benutzerVon(res);
    const echtId = req.session.aliasVonBenutzerId;
    if (echtId === undefined) {
      if (!isStaff(effektiv.rolle)) throw verboten(KEIN_PERSONAL);
      throw konflikt('Sie handeln zurzeit nicht als ein anderer Benutzer.');
    }
    await sitzungWechseln(req, { benutzerId: echtId });
    csrf.rotate(req, res);
    await protokollieren(db, {
      echterBenutzerId: echtId,
      effektiverBenutzerId: effektiv.id,
      erzeugerId: effektiv.erzeuger?.id ?? null,
      aktion: 'RUN_AS_ENDE',
      zeitpunkt: deps.jetzt(),
    });
    await antworteMitInfo(req, res);
  });

  router.put('/assumeMandantPerspective/:id', async (req, res) => {
    const echt = nurPersonal(res);
    const id = positiveId.safeParse(req.params.id);
    const erzeuger = id.success ? ((await db('erzeuger').where({ id: id.data }).first('id')) as { id: number } | undefined) : undefined;
    if (!erzeuger) throw nichtGefunden('Der Erzeuger wurde nicht gefunden.');
    req.session.perspektiveErzeugerId = erzeuger.id;
    await sitzungSpeichern(req);
    await protokollieren(db, {
      echterBenutzerId: echt.id,
      effektiverBenutzerId: echt.id,
      erzeugerId: erzeuger.id,
      aktion: 'PERSPEKTIVE_START',
      zeitpunkt: deps.jetzt(),
    });
    await antworteMitInfo(req, res);
  });

  router.delete('/assumeMandantPerspective', async (req, res) => {
    const echt = nurPersonal(res);
    const erzeugerId = req.session.perspektiveErzeugerId;
    if (erzeugerId === undefined) throw konflikt('Sie sehen zurzeit keinen Erzeuger aus seiner Sicht.');
    delete req.session.perspektiveErzeugerId;
    await sitzungSpeichern(req);
    await protokollieren(db, {
      echterBenutzerId: echt.id,
      effektiverBenutzerId: echt.id,
      erzeugerId,
      aktion: 'PERSPEKTIVE_ENDE',
      zeitpunkt: deps.jetzt(),
    });
    await antworteMitInfo(req, res);
  });

  /** Support's view of acting on behalf: who may look at it. */
  const nurProtokollLeser = (res: Response) => {
    const benutzer = benutzerVon(res);
    if (!can(benutzer.permissions, 'VIEW_ALL_USERS') && !can(benutzer.permissions, 'VIEW_ALL_ERZEUGER'))
      throw verboten(FEHLER.keineBerechtigung);
  };

  router.get('/protokoll', async (req, res) => {
    nurProtokollLeser(res);
    await listQuery(db, req, res, protokollListe, { type: 'alle' }, toProtokollEintrag);
  });

  // The changes made while acting on behalf, recorded by aenderungsProtokoll for every feature.
  router.get('/aenderungen', async (req, res) => {
    nurProtokollLeser(res);
    await listQuery(db, req, res, aenderungsListe, { type: 'alle' }, toAenderungEintrag);
  });

  return router;
};
