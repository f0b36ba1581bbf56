import { z } from 'zod';
import { kpiPraeferenzSchema, type PraeferenzScope } from './auswertung';
import { kalendertagSchema } from './validation';

/**
 * The values a user keeps per scope (`/user-preferences/{scope}`, issue 21). The KPI board's value is
 * `kpiPraeferenzSchema` of the evaluations contract; the two others are defined here. Server and browser
 * check with the same schema, so a value the server kept always fits the screen that reads it.
 */

/** The dashboard's widgets (spec § 2 "/dashboard"), in their default order. */
export const DASHBOARD_WIDGETS = ['AUFTRAEGE', 'ABFALLSTROM', 'SANKEY', 'STANDORTE', 'BILANZ', 'KPI'] as const;
export type DashboardWidget = (typeof DASHBOARD_WIDGETS)[number];

const widgetId = z.enum(DASHBOARD_WIDGETS, { error: 'Dieses Element gibt es nicht.' });

/** `dashboard.widgets`: the widgets in the order the user placed them, and the ones the user hid. */
export const widgetPraeferenzSchema = z.object({
  reihenfolge: z
    .array(widgetId)
    .max(DASHBOARD_WIDGETS.length)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Jedes Element darf nur einmal vorkommen.' }),
  ausgeblendet: z.array(widgetId).max(DASHBOARD_WIDGETS.length).default([]),
});
export type WidgetPraeferenz = z.infer<typeof widgetPraeferenzSchema>;

const idListe = z.array(z.number().int().min(1).max(2_147_483_647)).max(500).default([]);

/** `auswertung.filter`: the last filters of `/erzeuger/auswertung` (a preset period or own dates, and the choices). */
export const auswertungFilterPraeferenzSchema = z
  .object({
    zeitraum: z.enum(['JAHR', 'VORJAHR', 'QUARTAL', 'ZWOELF_MONATE', 'EIGENER']).default('JAHR'),
    von: kalendertagSchema.nullable().default(null),
    bis: kalendertagSchema.nullable().default(null),
    anfallstelleIds: idListe,
    fraktionIds: idListe,
    entsorgerIds: idListe,
  })
  .refine((f) => !f.von || !f.bis || f.von <= f.bis, { message: 'Das Ende darf nicht vor dem Beginn liegen.', path: ['bis'] });
export type AuswertungFilterPraeferenz = z.infer<typeof auswertungFilterPraeferenzSchema>;

/** The schema of each scope's value. */
export const PRAEFERENZ_WERT_SCHEMAS = {
  'dashboard.kpi': kpiPraeferenzSchema,
  'dashboard.widgets': widgetPraeferenzSchema,
  'auswertung.filter': auswertungFilterPraeferenzSchema,
} as const satisfies Record<PraeferenzScope, z.ZodType>;

export type PraeferenzWert<S extends PraeferenzScope> = z.infer<(typeof PRAEFERENZ_WERT_SCHEMAS)[S]>;
