import { Router } from 'express';
import { auftragAufgebenSchema, vorgangsKommentarSchema } from '@abfallportal/common/auftrag';
import type { AuftragAufgegebenAntwort } from '@abfallportal/common/auftragWire';
import type { AppDeps } from '../appDeps';
import { createCommandHandler, uuidFromName } from '../platform/decider/commandHandler';
import { nichtGefunden, ungueltig } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { listQuery } from '../platform/http/listQuery';
import { benutzerVon, requirePermission } from '../platform/http/requireBenutzer';
import { loadAuftragsStammdaten } from '../leistungen/loadAuftragsStammdaten';
import { loadPreisMitStammdaten } from '../leistungen/loadPreisFuerAuftrag';
import { auftragAggregate } from './auftragAggregate';
import { akteurVon, auftragScope, commandMetaVon, istUuid } from './auftragAkteur';
import { AUFTRAG_NICHT_GEFUNDEN } from './auftragDecide';
import {
  AUFTRAG_PROJEKTIONEN,
  auftragListe,
  loadAuftragDetails,
  loadAuftragHistorie,
  loadLeistungsuebersicht,
  toListeEintrag,
} from './auftragQueries';

/** Vorgangsnummer V-<year>-<sequence>: unique through a sequence, readable on the phone. */
const nextVorgangsnummer = async (deps: Pick<AppDeps, 'db' | 'jetzt'>): Promise<string> => {
  const { rows } = (await deps.db.raw("SELECT nextval('vorgangsnummer_seq') AS n")) as { rows: { n: number }[] };
  return `V-${deps.jetzt().getFullYear()}-${String(rows[0]!.n).padStart(6, '0')}`;
};

/** /api/v1/auftrag: place an order, list, details, history, service overview, internal note (spec § 7, Orders). */
export const createAuftragApi = (deps: AppDeps): Router => {
  const router = Router();
  const handle = createCommandHandler(deps, auftragAggregate);
  const id = (raw: string | undefined): string => {
    if (!raw || !istUuid(raw)) throw nichtGefunden(AUFTRAG_NICHT_GEFUNDEN);
    return raw.toLowerCase();
  };

  router.post('/', requirePermission('VIEW_AUFTRAG', 'EDIT_AUFTRAG'), async (req, res) => {
    const benutzer = benutzerVon(res);
    const akteur = akteurVon(benutzer);
    const body = auftragAufgebenSchema.parse(req.body);
    const meta = commandMetaVon(req, benutzer, deps.neueId);
    const stammdaten = await loadAuftragsStammdaten(deps.db, body);
    if (!stammdaten) throw ungueltig('Anfallstelle, Abfall, Behälter oder Entsorger passen nicht zu diesem Erzeuger.');
    const [preis, vorgangsnummer] = await Promise.all([
      loadPreisMitStammdaten(
        deps.db,
        {
          erzeugerId: body.erzeugerId,
          anfallstelleId: body.anfallstelleId,
          entsorgerId: body.entsorgerId,
          abfallschluessel: body.abfallschluessel,
          behaelterId: body.behaelterId,
          datum: body.wunschLiefertermin,
          anzahl: body.anzahl,
          fraktionId: body.fraktionId,
          abholDatum: body.wunschAbholtermin,
        },
        { volumenM3: stammdaten.behaelter.volumenM3, dichte: stammdaten.fraktion.dichte },
      ),
      nextVorgangsnummer(deps),
    ]);
    // With an idempotency key the order id follows from it: a retried request finds its order again.
    const auftragId = req.get('Idempotency-Key') ? uuidFromName(`auftrag/${meta.commandId}`) : deps.neueId();
    const result = await handle(
      auftragId,
      {
        type: 'AuftragAufgeben',
        akteur,
        ...body,
        vorgangsnummer,
        bestellerId: benutzer.id,
        behaelterBezeichnung: stammdaten.behaelter.bezeichnung,
        leistungId: preis.ergebnis === 'GEFUNDEN' ? preis.leistungId : null,
        geschaetzterPreis: preis.ergebnis === 'GEFUNDEN' ? preis.summeNetto : null,
        preisGefunden: preis.ergebnis === 'GEFUNDEN',
        gemischt: stammdaten.fraktion.gemischt,
      },
      { ...meta, tenantId: String(body.erzeugerId) },
    );
    if (result.state.status === 'NEU') throw new Error('Auftrag wurde nicht angelegt');
    const antwort: AuftragAufgegebenAntwort = { id: auftragId, vorgangsnummer: result.state.vorgangsnummer, status: result.state.status };
    await respondAfterCommand(deps.readYourWrites, res, {
      position: result.position,
      projektionen: AUFTRAG_PROJEKTIONEN,
      status: 201,
      body: antwort,
    });
  });

  // akteurVon admits producers with VIEW_AUFTRAG, disposers and staff with VIEW_ALL_AUFTRAG.
  router.get('/', async (req, res) => {
    await listQuery(deps.db, req, res, auftragListe, auftragScope(akteurVon(benutzerVon(res))), toListeEintrag);
  });

  // Ids are uuids: anything else falls through to the option calls mounted after this router.
  router.get('/:id', async (req, res, next) => {
    if (!istUuid(req.params.id)) return next();
    res.json(await loadAuftragDetails(deps.db, akteurVon(benutzerVon(res)), id(req.params.id)));
  });

  router.get('/:id/historie', async (req, res) => {
    const auftrag = await loadAuftragDetails(deps.db, akteurVon(benutzerVon(res)), id(req.params.id));
    res.json(await loadAuftragHistorie(deps.db, auftrag.id));
  });

  router.get('/:id/leistungsuebersicht', async (req, res) => {
    res.json(await loadLeistungsuebersicht(deps.db, await loadAuftragDetails(deps.db, akteurVon(benutzerVon(res)), id(req.params.id))));
  });

  router.post('/:id/updateVorgangsKommentar', async (req, res) => {
    const benutzer = benutzerVon(res);
    const { kommentar } = vorgangsKommentarSchema.parse(req.body);
    const auftragId = id(req.params.id);
    const result = await handle(
      auftragId,
      { type: 'VorgangsKommentarAendern', akteur: akteurVon(benutzer), kommentar },
      commandMetaVon(req, benutzer, deps.neueId),
    );
    await respondAfterCommand(deps.readYourWrites, res, {
      position: result.position,
      projektionen: AUFTRAG_PROJEKTIONEN,
      body: { id: auftragId },
    });
  });

  return router;
};
