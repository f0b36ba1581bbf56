import type {
  BehaelterOptionen,
  EntsorgerPreisInfo,
  Leistungsuebersicht,
  PreisAuskunft,
  TimeAndPlaceOptionen,
  WertstoffOptionen,
} from '@abfallportal/common/auftragWire';

/** A price question of the order wizard and the order command (spec § 8). Dates are yyyy-MM-dd. */
export type PreisFrage = {
  erzeugerId: number;
  anfallstelleId: number;
  /** null: agreements with any disposer count. */
  entsorgerId: number | null;
  abfallschluessel: string;
  behaelterId: number;
  /** The wish delivery date. */
  datum: string;
  anzahl: number;
  fraktionId?: number | null;
  abholDatum?: string | null;
};

/** The ids an order names; the facts of master data and prices are loaded for them. */
export type BestellIds = {
  erzeugerId: number;
  anfallstelleId: number;
  fraktionId: number;
  abfallschluessel: string;
  behaelterId: number;
  /** null for an offer request: then every one of `angebotEntsorgerIds` must fit. */
  entsorgerId: number | null;
  wunschLiefertermin: string;
  wunschAbholtermin?: string | null;
  anzahl: number;
  angebotEntsorgerIds?: readonly number[];
  /** The orderer, whose order value limit counts (spec § 4), and the approver the orderer chose. */
  bestellerId?: number;
  freigeberId?: number;
};

/**
 * The facts an order is decided on, loaded in the command's run: the names it keeps, whether the
 * fraction is mixed, and the price. `stammdaten` is null when an id does not exist or is not the
 * producer's (the site one of its active sites, the disposer one it holds an active customer number
 * with, the waste key one of the fraction's keys).
 */
export type BestellFakten = {
  stammdaten: { behaelterBezeichnung: string; gemischt: boolean } | null;
  preis: { leistungId: number; summeNetto: number } | null;
  /**
   * The orderer's order value limit: null when none applies (the owner, staff, a user without a
   * limit). Absent when the port was not asked (tests that do not care).
   */
  bestellwertGrenze?: number | null;
  /**
   * The approver named in the order, when one is: an active user of the same producer (not the
   * orderer) who is the owner or has a higher limit than the orderer (or none).
   */
  freigeber?: { passt: boolean } | null;
};

export type BestellGrenzen = Pick<BestellFakten, 'bestellwertGrenze' | 'freigeber'>;

/** What a service overview is computed from: the order's agreement and its estimated quantities. */
export type UebersichtFrage = {
  leistungId: number | null;
  behaelterId: number;
  anzahl: number;
  dichte: number | null;
  liefertermin: string;
  abholtermin: string | null;
  summeNetto: number | null;
};

/**
 * The order slice's port to master data and prices (issue 17, item 3): the order feature declares
 * what it asks, the prices feature (leistungen) answers; the composition root wires them. The order
 * feature serves the wizard's URLs and decides on these answers; it never reads price tables itself.
 */
export type AuftragPreisPort = {
  timeAndPlace(erzeugerId: number, jetzt: Date): Promise<TimeAndPlaceOptionen>;
  wertstoff(): Promise<WertstoffOptionen>;
  /** null when the fraction does not exist. */
  behaelter(fraktionId: number): Promise<BehaelterOptionen | null>;
  /** Without a date: the earliest delivery the wizard would offer now. */
  entsorgerPreisInfo(frage: Omit<PreisFrage, 'entsorgerId' | 'datum'> & { datum?: string }, jetzt: Date): Promise<EntsorgerPreisInfo>;
  preis(frage: PreisFrage): Promise<PreisAuskunft>;
  erzeugerExists(erzeugerId: number): Promise<boolean>;
  anfallstelleDesErzeugers(erzeugerId: number, anfallstelleId: number): Promise<boolean>;
  /** Master data and price of an order being placed, in as few statements as the caches allow. */
  bestellFakten(ids: BestellIds): Promise<BestellFakten>;
  /** The order value limit of a producer's user and whether the chosen approver fits (accepting an offer). */
  bestellGrenzen(ids: Pick<BestellIds, 'erzeugerId' | 'bestellerId' | 'freigeberId'>): Promise<BestellGrenzen>;
  leistungsuebersicht(frage: UebersichtFrage): Promise<Leistungsuebersicht>;
};

/** Draws the next order number (V-<year>-<sequence>); called only for an order the decider accepts. */
export type VorgangsnummerPort = { next(): Promise<string> };

export type AuftragPorts = { preise: AuftragPreisPort; vorgangsnummern?: VorgangsnummerPort };
