import {
  BELEG_MELDUNGEN,
  belegBefehlAntwortSchema,
  belegFehlerhaftSchema,
  belegFelderSchema,
  belegIdParams,
  belegZuordnenSchema,
  type BelegFelder,
} from '@abfallportal/common/beleg';
import type { BelegAkteur } from '@abfallportal/common/permissions';
import type { z } from 'zod';
import type { AppDeps } from '../appDeps';
import { ungueltig } from '../platform/domainError';
import { respondAfterCommand } from '../platform/http/befehlsAntwort';
import { route, type RouteSpec } from '../platform/http/route';
import { expectedVersion } from '../platform/http/version';
import { belegAkteurVon, belegMetaVon, pruefeBelegBezuege } from './belegAnfrage';
import type { BelegBefehle } from './belegBefehle';
import type { BelegCommand } from './belegDecide';
import { BELEG_PROJEKTIONEN, loadAuftraegeFuerZuordnung, loadBelegDetails } from './belegQueries';

/** The state changes of an existing receipt: edit, assign, check, approve, reject as faulty, delete. */
export function belegAenderungsRoutes(deps: AppDeps, befehle: BelegBefehle): RouteSpec[] {
  const { db } = deps;
  const aendern = aenderungsRoute(deps, befehle);
  return [
    aendern(
      '/v1/rechnungen/:id',
      'Felder und Positionen eines Belegs ändern (If-Match)',
      'put',
      belegFelderSchema,
      async (akteur, felder: BelegFelder, id) => {
        const d = await loadBelegDetails(db, akteur, id);
        await pruefeBelegBezuege(db, d.erzeugerId, felder);
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

/** A state change of an existing receipt: If-Match, then the answer after the read model caught up. */
const aenderungsRoute =
  (deps: AppDeps, befehle: BelegBefehle) =>
  (
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
      tag: 'Belege',
      rule: 'rechnungen',
      tenant: 'producer',
      params: belegIdParams,
      notFound: BELEG_MELDUNGEN.nichtGefunden,
      ...(body ? { body } : {}),
      response: belegBefehlAntwortSchema,
      handle: async ({ req, res, user, params, body: b }) => {
        const akteur = belegAkteurVon(user, 'write');
        const command = await befehl(akteur, b as never, params.id);
        const result = await befehle(params.id, command, belegMetaVon(req, user, deps.neueId), {
          expectedVersion: () => expectedVersion(req),
        });
        await respondAfterCommand(deps.readYourWrites, res, {
          position: result.position,
          projektionen: BELEG_PROJEKTIONEN,
          body: { id: params.id },
        });
      },
    });
