import type { EntsorgerBereich, EntsorgerKunde } from '@abfallportal/common/leistung';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../platform/db';
import { nichtGefunden } from '../platform/domainError';
import { listQuery, type ListSpec } from '../platform/http/listQuery';
import { benutzerVon } from '../platform/http/requireBenutzer';
import { checkEntsorgerBereich } from './leistungZugriff';
import { pfadId } from '../platform/http/pfadId';

const ENTSORGER_NICHT_GEFUNDEN = 'Der Entsorger wurde nicht gefunden.';
const entsorgerId = (raw: unknown): number => pfadId(raw, ENTSORGER_NICHT_GEFUNDEN);

/** The producers with a customer number at the disposer, with how many price agreements they have there. */
const kundenListe: ListSpec<Record<string, unknown>> = {
  resource: 'kunden',
  from: (db) =>
    db('kundennummer as k')
      .join('erzeuger as e', 'e.id', 'k.erzeuger_id')
      .select(
        'k.id',
        'k.erzeuger_id',
        'k.entsorger_id',
        'k.kundennummer',
        'k.aktiv',
        'e.name as erzeuger_name',
        'e.ort',
        db.raw(
          '(SELECT count(*) FROM leistung l WHERE l.erzeuger_id = k.erzeuger_id AND l.entsorger_id = k.entsorger_id)::int AS leistungen',
        ),
      ),
  scopeColumns: { erzeuger: 'k.erzeuger_id', entsorger: 'k.entsorger_id' },
  sortable: {
    erzeugerName: { column: 'e.name', text: true },
    kundennummer: { column: 'k.kundennummer', text: true },
    ort: { column: 'e.ort', text: true },
  },
  defaultSort: ['erzeugerName', 'ASC'],
  idColumn: 'k.id',
  searchSql: `lower(concat_ws(' ', e.name, k.kundennummer, e.ort)) LIKE ?`,
  filterSchema: z.object({}),
  applyFilter: () => undefined,
};

const toKunde = (r: Record<string, unknown>): EntsorgerKunde => ({
  id: r.id as number,
  erzeugerId: r.erzeuger_id as number,
  erzeugerName: r.erzeuger_name as string,
  kundennummer: r.kundennummer as string,
  ort: (r.ort as string | null) ?? null,
  aktiv: r.aktiv as boolean,
  leistungen: r.leistungen as number,
});

/**
 * /api/v1/entsorger/{id}/kunden and /kundenbereich: the customers of a disposer and the side panel
 * of its detail page. Staff with CREATE_MANDANT see any disposer, a disposer's user only its own.
 * Mounted before the disposer feature's router; it answers nothing else under /entsorger.
 */
export const createEntsorgerKundenApi = ({ db }: { db: Db }): Router => {
  const router = Router();

  router.get('/:id/kunden', async (req, res) => {
    const id = entsorgerId(req.params.id);
    checkEntsorgerBereich(benutzerVon(res), id);
    await listQuery(db, req, res, kundenListe, { type: 'entsorger', entsorgerId: id }, toKunde);
  });

  router.get('/:id/kundenbereich', async (req, res) => {
    const id = entsorgerId(req.params.id);
    checkEntsorgerBereich(benutzerVon(res), id);
    const r = (await db('entsorger as s')
      .where('s.id', id)
      .first(
        's.id',
        's.name',
        's.strasse',
        's.plz',
        's.ort',
        's.ansprechpartner',
        's.email',
        's.aktiv',
        's.freigegeben',
        db.raw('(SELECT count(*) FROM kundennummer k WHERE k.entsorger_id = s.id)::int AS kunden_anzahl'),
      )) as Record<string, unknown> | undefined;
    if (!r) throw nichtGefunden(ENTSORGER_NICHT_GEFUNDEN);
    const s = (v: unknown) => (v as string | null) ?? null;
    const antwort: EntsorgerBereich = {
      id: r.id as number,
      name: r.name as string,
      strasse: s(r.strasse),
      plz: s(r.plz),
      ort: s(r.ort),
      ansprechpartner: s(r.ansprechpartner),
      email: s(r.email),
      aktiv: r.aktiv as boolean,
      freigegeben: r.freigegeben as boolean,
      kundenAnzahl: r.kunden_anzahl as number,
    };
    res.json(antwort);
  });

  return router;
};
