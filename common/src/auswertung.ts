import { z } from 'zod';
import { kalendertagSchema } from './validation';

/**
 * Evaluations (issue 21, spec §§ 2, 3, 7): the wire contract of `GET /overview`,
 * `GET /erzeuger/{id}/standorte`, `GET /auswertung/abfallstrom`, `GET /auswertung/kpi` and
 * `/user-preferences`. Amounts are tonnes (`t`, converted through density and container volume as
 * the documentation does), money is euro net. Server and browser share these schemas.
 */

const idListe = (meldung: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return undefined;
      const teile = (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter((t) => t !== '');
      const ids = teile.map(Number);
      if (ids.some((n) => !Number.isInteger(n) || n < 1 || n > 2_147_483_647) || ids.length > 500) {
        ctx.addIssue({ code: 'custom', message: meldung });
        return z.NEVER;
      }
      return ids;
    });

/** Filters every evaluation takes (query string). Without `von`/`bis`: the current calendar year. */
export const auswertungFilterSchema = z
  .object({
    /** The producer (or holding) evaluated; without it the user's own producer. */
    erzeugerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    von: kalendertagSchema.optional(),
    bis: kalendertagSchema.optional(),
    anfallstelleIds: idListe('Bitte gültige Anfallstellen wählen.'),
    fraktionIds: idListe('Bitte gültige Fraktionen wählen.'),
    entsorgerIds: idListe('Bitte gültige Entsorger wählen.'),
  })
  .refine((f) => !f.von || !f.bis || f.von <= f.bis, { message: 'Das Ende darf nicht vor dem Beginn liegen.', path: ['bis'] });
export type AuswertungFilter = z.infer<typeof auswertungFilterSchema>;

/** Spec § 3 "Overview": one entry per month of the period with the amount per waste stream (fraction). */
export const overviewSchema = z.object({
  abfallstromList: z.array(
    z.object({
      /** `YYYY-MM` of the month, with its first and last day. */
      zeitraum: z.object({ id: z.string(), beginn: z.string(), ende: z.string() }),
      abfallstromMengeByName: z.array(z.object({ name: z.string(), value: z.number(), farbcode: z.string().nullable().optional() })),
    }),
  ),
  standortList: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      strasse: z.string().nullable(),
      plz: z.string().nullable(),
      ort: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
      aktiv: z.boolean(),
      /** Tonnes in the period. */
      mengeT: z.number(),
      offeneAuftraege: z.number(),
    }),
  ),
  firmenhauptsitzList: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      strasse: z.string().nullable(),
      plz: z.string().nullable(),
      ort: z.string().nullable(),
      lat: z.number().nullable(),
      lng: z.number().nullable(),
    }),
  ),
});
export type Overview = z.infer<typeof overviewSchema>;

/** `GET /erzeuger/{id}/standorte`: the producer's sites (for filters and the sites widget). */
export const erzeugerStandortSchema = z.object({
  id: z.number(),
  name: z.string(),
  typ: z.string().nullable(),
  strasse: z.string().nullable(),
  plz: z.string().nullable(),
  ort: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  aktiv: z.boolean(),
});
export const erzeugerStandorteSchema = z.array(erzeugerStandortSchema);

/** The levels of the Sankey diagram: site → fraction → disposer → plant / R-D method. */
export const SANKEY_EBENEN = ['STANDORT', 'FRAKTION', 'ENTSORGER', 'ZIEL'] as const;
export type SankeyEbene = (typeof SANKEY_EBENEN)[number];

export const sankeySchema = z.object({
  knoten: z.array(z.object({ id: z.string(), name: z.string(), ebene: z.enum(SANKEY_EBENEN), farbcode: z.string().nullable() })),
  /** `quelle`/`ziel` are knoten ids; `wert` in tonnes. */
  kanten: z.array(z.object({ quelle: z.string(), ziel: z.string(), wert: z.number() })),
});
export type SankeyDaten = z.infer<typeof sankeySchema>;

/** One row of the table under the charts: the finest grain the read model keeps. */
export const abfallstromZeileSchema = z.object({
  monat: z.string(),
  anfallstelleId: z.number(),
  anfallstelleName: z.string(),
  fraktionId: z.number().nullable(),
  fraktionName: z.string(),
  abfallschluessel: z.string(),
  gefaehrlich: z.boolean(),
  entsorgerId: z.number().nullable(),
  entsorgerName: z.string(),
  verbleibsanlageName: z.string().nullable(),
  entsorgungsverfahren: z.string().nullable(),
  mengeT: z.number(),
  kostenEuro: z.number(),
});
export type AbfallstromZeile = z.infer<typeof abfallstromZeileSchema>;

/** `GET /auswertung/abfallstrom`: stacked bars per month and fraction, the Sankey, the table. */
export const abfallstromSchema = z.object({
  von: z.string(),
  bis: z.string(),
  monate: z.array(z.string()),
  reihen: z.array(
    z.object({ fraktionId: z.number().nullable(), name: z.string(), farbcode: z.string().nullable(), werte: z.array(z.number()) }),
  ),
  sankey: sankeySchema,
  zeilen: z.array(abfallstromZeileSchema),
  summeT: z.number(),
  kostenEuro: z.number(),
});
export type Abfallstrom = z.infer<typeof abfallstromSchema>;

/** The tiles of the key-performance board. */
export const KPI_KACHELN = {
  GESAMTMENGE: 'Abfallmenge',
  KOSTEN: 'Entsorgungskosten',
  KOSTEN_JE_TONNE: 'Kosten je Tonne',
  GETRENNTSAMMELQUOTE: 'Getrenntsammlungsquote',
  VERWERTUNGSQUOTE: 'Verwertungsquote',
  GEFAEHRLICHE_ABFAELLE: 'Gefährliche Abfälle',
  OFFENE_AUFTRAEGE: 'Offene Aufträge',
  ABGESCHLOSSENE_AUFTRAEGE: 'Abgeschlossene Aufträge',
  DURCHLAUFZEIT: 'Durchlaufzeit',
  BELEGE_ZU_PRUEFEN: 'Belege zu prüfen',
} as const;
export type KpiKachelId = keyof typeof KPI_KACHELN;
export const KPI_KACHEL_IDS = Object.keys(KPI_KACHELN) as [KpiKachelId, ...KpiKachelId[]];

/** `GET /auswertung/kpi` query: the form data of the board (which tiles, which period, which sites). */
export const kpiFilterSchema = z
  .object({
    erzeugerId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    von: kalendertagSchema.optional(),
    bis: kalendertagSchema.optional(),
    anfallstelleIds: idListe('Bitte gültige Anfallstellen wählen.'),
    kacheln: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || v === '') return undefined;
        const ids = (Array.isArray(v) ? v : v.split(',')).map((t) => t.trim()).filter((t) => t !== '');
        if (ids.some((id) => !(id in KPI_KACHELN))) {
          ctx.addIssue({ code: 'custom', message: 'Diese Kennzahl gibt es nicht.' });
          return z.NEVER;
        }
        return ids as KpiKachelId[];
      }),
  })
  .refine((f) => !f.von || !f.bis || f.von <= f.bis, { message: 'Das Ende darf nicht vor dem Beginn liegen.', path: ['bis'] });
export type KpiFilter = z.infer<typeof kpiFilterSchema>;

export const kpiAntwortSchema = z.object({
  von: z.string(),
  bis: z.string(),
  /** The form data: every tile there is, and the sites the user may choose. */
  formular: z.object({
    kacheln: z.array(z.object({ id: z.enum(KPI_KACHEL_IDS), titel: z.string() })),
    standorte: z.array(z.object({ id: z.number(), name: z.string() })),
  }),
  kacheln: z.array(
    z.object({
      id: z.enum(KPI_KACHEL_IDS),
      titel: z.string(),
      /** null: no data in the period ("–"). */
      wert: z.number().nullable(),
      /** 't', '€', '€/t', '%', 'Tage', '' (a count). */
      einheit: z.string(),
      /** The same figure one year earlier, for the trend. */
      vorjahr: z.number().nullable(),
    }),
  ),
});
export type KpiAntwort = z.infer<typeof kpiAntwortSchema>;

/** `/user-preferences/{scope}`: what a user keeps per screen (spec § 3 "user preferences with scope"). */
export const PRAEFERENZ_SCOPES = ['dashboard.kpi', 'dashboard.widgets', 'auswertung.filter'] as const;
export type PraeferenzScope = (typeof PRAEFERENZ_SCOPES)[number];
export const praeferenzParamsSchema = z.object({ scope: z.enum(PRAEFERENZ_SCOPES, { error: 'Diese Einstellung gibt es nicht.' }) });

/** The KPI board's kept layout: the chosen tiles in their order, the period and the sites. */
export const kpiPraeferenzSchema = z.object({
  kacheln: z.array(z.enum(KPI_KACHEL_IDS)).max(KPI_KACHEL_IDS.length),
  zeitraum: z.enum(['JAHR', 'VORJAHR', 'QUARTAL', 'ZWOELF_MONATE']).default('JAHR'),
  anfallstelleIds: z.array(z.number().int().min(1)).max(500).default([]),
});
export type KpiPraeferenz = z.infer<typeof kpiPraeferenzSchema>;

/** PUT body; `wert` is checked per scope by the server (`kpiPraeferenzSchema` for `dashboard.kpi`). */
export const praeferenzBodySchema = z.object({ wert: z.unknown() });
export const praeferenzAntwortSchema = z.object({ scope: z.enum(PRAEFERENZ_SCOPES), wert: z.unknown().nullable(), version: z.number() });
export type PraeferenzAntwort = z.infer<typeof praeferenzAntwortSchema>;
