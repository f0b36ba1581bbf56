import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { Knex } from 'knex';

/**
 * The disposer's work in the order list (issue 28, the disposer's dashboard): what waits for its
 * answer, what it must confirm, which services are due. The list knows the signed-in user (as for
 * "Zur Freigabe"); the disposer is that user's, so a filter never names another disposer and cannot
 * tell one disposer whether a competitor has answered. For a user without a disposer they match nothing.
 */
const EIGENER_ENTSORGER = '(SELECT b.entsorger_id FROM benutzer b WHERE b.id = ?)';

/** A request open for answers (angebotDecide: OFFEN). */
const ANFRAGE_OFFEN: readonly AuftragStatus[] = ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'];

/** Placed or ordered, reminded or not, and not yet accepted by the disposer (its "…annehmen" answers, auftragWorkflow). */
const ZU_BESTAETIGEN: readonly AuftragStatus[] = [
  'BESTELLUNG',
  'BESTELLUNG_ERINNERUNG',
  'ZUSATZLEERUNG_BEAUFTRAGT',
  'ZUSATZLEERUNG_ERINNERUNG',
  'BEHAELTERABZUG_BEAUFTRAGT',
  'BEHAELTERABZUG_ERINNERUNG',
  'BEHAELTERTAUSCH_BEAUFTRAGT',
  'BEHAELTERTAUSCH_ERINNERUNG',
];

const liste = (status: readonly AuftragStatus[]): string => status.map((s) => `'${s}'`).join(', ');

/**
 * The day of the service the disposer owes next, per status: a confirmed delivery on its delivery date;
 * an accepted extra emptying or swap (a follow-up order) on its service day, which a new date replaces
 * (auftrag.ts evolve); an accepted removal on its pick-up day. Other statuses owe no service (NULL).
 */
const LEISTUNGSTAG = `CASE
  WHEN status IN (${liste(['BESTELLUNG_BESTAETIGT', 'BESTELLAENDERUNG_LIEFERTERMIN', 'IN_ANLIEFERUNG'])})
    THEN coalesce(liefertermin, wunsch_liefertermin)
  WHEN status IN (${liste([
    'ZUSATZLEERUNG_BESTAETIGT',
    'ZUSATZLEERUNG_AENDERUNG_WUNSCHTERMIN',
    'BEHAELTERTAUSCH_BESTAETIGT',
    'BEHAELTERTAUSCH_AENDERUNG_WUNSCHTERMIN',
  ])})
    THEN wunsch_liefertermin
  WHEN status IN (${liste(['BEHAELTERABZUG_BESTAETIGT', 'BEHAELTERABZUG_AENDERUNG_WUNSCHTERMIN', 'IN_ABHOLUNG'])})
    THEN coalesce(abholtermin, wunsch_abholtermin)
END`;

/** Requests the user's disposer was asked for and has neither offered on nor declined. */
export const zuBeantworten = (query: Knex.QueryBuilder, benutzerId: number | null): void => {
  query
    .whereIn('status', ANFRAGE_OFFEN)
    .whereRaw(`angefragte_entsorger_ids @> jsonb_build_array(${EIGENER_ENTSORGER})`, [benutzerId ?? -1])
    .whereRaw(`NOT coalesce(angebote, '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('entsorgerId', ${EIGENER_ENTSORGER}))`, [
      benutzerId ?? -1,
    ]);
};

/** Orders given to the user's disposer (not those of a request another disposer won). */
const alsAuftragnehmer = (query: Knex.QueryBuilder, benutzerId: number | null): void => {
  query.whereRaw(`entsorger_id = ${EIGENER_ENTSORGER}`, [benutzerId ?? -1]);
};

/** Orders and follow-up orders the user's disposer has to accept (or decline). */
export const zuBestaetigen = (query: Knex.QueryBuilder, benutzerId: number | null): void => {
  alsAuftragnehmer(query.whereIn('status', ZU_BESTAETIGEN), benutzerId);
};

/**
 * The user's disposer's services due by `tage` days after today, German calendar days; a service
 * whose day has passed is still owed and stays in.
 */
export const leistungFaelligBis = (query: Knex.QueryBuilder, benutzerId: number | null, tage: number): void => {
  alsAuftragnehmer(query, benutzerId);
  query.whereRaw(`(${LEISTUNGSTAG}) <= (now() AT TIME ZONE 'Europe/Berlin')::date + ?::int`, [tage]);
};
