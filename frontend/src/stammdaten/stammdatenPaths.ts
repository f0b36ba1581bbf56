import type { StammdatenTyp } from '@abfallportal/common/stammdaten';

/** The two cost-centre pages share one screen (spec § 2); the URL segment names the type. */
export const KOSTENSTELLEN_ARTEN = {
  entsorgung: 'ENTSORGUNG',
  umleerundspeisebehaelter: 'ZYKL_UMLEER_SPEISEBEHAELTER',
} as const;
export type KostenstellenArt = keyof typeof KOSTENSTELLEN_ARTEN;

/** Where a list lives: its type, and for cost centres which of the two pages. */
export type StammdatenOrt = { typ: StammdatenTyp; art?: KostenstellenArt };

const basis = ({ typ, art }: StammdatenOrt): string => (art ? `/stammdaten/${typ}/${art}` : `/stammdaten/${typ}`);

/** Every URL of the master data (spec § 2). */
export const stammdatenPaths = {
  root: '/stammdaten',
  branchen: '/stammdaten/branchen',
  kostenstellen: '/stammdaten/kostenstellen',
  kostenstellenEntsorgung: '/stammdaten/kostenstellen/entsorgung',
  liste: basis,
  neu: (ort: StammdatenOrt) => `${basis(ort)}/neu`,
  edit: (ort: StammdatenOrt, id: number | string) => `${basis(ort)}/${encodeURIComponent(String(id))}`,
  /** The simple-rest resource (GET /api/v1/stammdaten/<typ>). */
  resource: (typ: StammdatenTyp) => `stammdaten/${typ}`,
  export: (typ: StammdatenTyp) => `/api/v1/stammdaten/${typ}/export`,
  import: (typ: StammdatenTyp) => `/api/v1/stammdaten/${typ}/import`,
  sitzung: (liste: string) => `/api/v1/stammdaten/sitzung/${liste}`,
  vertragInfo: '/api/v1/vertrag/info',
} as const;
