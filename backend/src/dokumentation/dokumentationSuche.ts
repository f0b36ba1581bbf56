import {
  BELEG_SUCHE_MAX,
  type BelegNachNummer,
  type DokumentationAusnahme,
  type DokumentationGruppe,
} from '@abfallportal/common/dokumentationSuche';
import { scopeIncludesErzeuger, type Scope } from '@abfallportal/common/permissions';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { zeilenParser } from '../platform/lesemodellZeile';
import { DOKUMENTATION_TABELLE, dokuBelegZeile } from './dokumentationLesemodell';

const ART_NAME = { BAUSTELLE: 'Baustellen', GEWERBEBETRIEB: 'Gewerbebetriebe' } as const;

/**
 * `groups`: the producer's sites by kind, and for a holding or grouping its member producers that
 * the user's scope reaches, each with its active sites.
 */
export const loadGruppen = async (db: Db, erzeugerId: number, scope: Scope): Promise<DokumentationGruppe[]> => {
  const erzeuger = (await db('erzeuger').where({ id: erzeugerId }).first('typ')) as { typ: string } | undefined;
  const mitglieder =
    erzeuger && (erzeuger.typ === 'HOLDING' || erzeuger.typ === 'GRUPPIERUNG')
      ? (
          (await db('erzeuger').where({ holding_id: erzeugerId }).orderBy('name').select('id', 'name')) as { id: number; name: string }[]
        ).filter((m) => scopeIncludesErzeuger(scope, m.id))
      : [];
  const stellen = (await db('anfallstelle')
    .whereIn('erzeuger_id', [erzeugerId, ...mitglieder.map((m) => m.id)])
    .andWhere({ aktiv: true })
    .orderBy(['name', 'id'])
    .select('id', 'erzeuger_id', 'art')) as { id: number; erzeuger_id: number; art: 'BAUSTELLE' | 'GEWERBEBETRIEB' }[];
  const eigene = stellen.filter((s) => s.erzeuger_id === erzeugerId);
  const nachArt = (['BAUSTELLE', 'GEWERBEBETRIEB'] as const)
    .map((art) => ({
      id: `art-${art}`,
      name: ART_NAME[art],
      art: 'ANFALLSTELLENART' as const,
      erzeugerId,
      anfallstelleIds: eigene.filter((s) => s.art === art).map((s) => s.id),
    }))
    .filter((g) => g.anfallstelleIds.length > 0);
  const nachMitglied = mitglieder.map((m) => ({
    id: `erzeuger-${m.id}`,
    name: m.name,
    art: 'MITGLIED' as const,
    erzeugerId: m.id,
    anfallstelleIds: stellen.filter((s) => s.erzeuger_id === m.id).map((s) => s.id),
  }));
  return [...nachArt, ...nachMitglied];
};

/** `ausnahmen`: the exceptions of the master data, by name. */
export const loadAusnahmen = async (db: Db): Promise<DokumentationAusnahme[]> =>
  (await db('ausnahme').orderBy(['name', 'id']).select('id', 'name', 'beschreibung')) as DokumentationAusnahme[];

const likeMuster = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A receipt found by number: the contract's columns, its disposer's and site's names. */
const belegNachNummerZeile = zeilenParser(
  DOKUMENTATION_TABELLE.beleg,
  dokuBelegZeile
    .pick({ id: true, nummer: true, typ: true, status: true, datum: true, jahr: true, summe: true, anfallstelle_id: true })
    .extend({ entsorger_name: z.string(), anfallstelle_name: z.string().nullable() }),
);

/** `belegeByNummer`: the producer's receipts (not deleted) whose number contains the text, newest first. */
export const loadBelegeByNummer = async (db: Db, erzeugerId: number, belegNummer: string): Promise<BelegNachNummer[]> => {
  const rows = await db(`${DOKUMENTATION_TABELLE.beleg} as b`)
    .join('entsorger as s', 's.id', 'b.entsorger_id')
    .leftJoin('anfallstelle as a', 'a.id', 'b.anfallstelle_id')
    .where('b.erzeuger_id', erzeugerId)
    .whereNot('b.status', 'GELOESCHT')
    .whereRaw('b.nummer ILIKE ?', [likeMuster(belegNummer)])
    .orderByRaw('b.datum DESC NULLS LAST, b.nummer, b.id')
    .limit(BELEG_SUCHE_MAX)
    .select(
      'b.id',
      'b.nummer',
      'b.typ',
      'b.status',
      'b.datum',
      'b.jahr',
      'b.summe',
      's.name as entsorger_name',
      'b.anfallstelle_id',
      'a.name as anfallstelle_name',
    );
  return rows.map(belegNachNummerZeile).map((r) => ({
    id: r.id,
    nummer: r.nummer,
    typ: r.typ,
    status: r.status,
    datum: r.datum,
    jahr: r.jahr,
    summe: r.summe,
    entsorgerName: r.entsorger_name,
    anfallstelleId: r.anfallstelle_id,
    anfallstelleName: r.anfallstelle_name,
  }));
};
