import type { AuftragStatus } from '@abfallportal/common/auftrag';
import type { AuftragAkteur, AuftragSeite } from '@abfallportal/common/permissions';
import type { AuftragAufgegeben, AuftragEvent, AuftragStatusErzwungen } from './auftrag';
import type { AuftragAufgeben } from './auftragAufgeben';
import type { WorkflowAktionAusfuehren } from './auftragDecide';

/** One order of producer 7 with disposer 3, wished for 24.11.2026; tests run on 20.11.2026 (testContext). */
export const ERZEUGER: AuftragAkteur = { seite: 'ERZEUGER', erzeugerId: 7, entsorgerId: null };
export const ENTSORGER: AuftragAkteur = { seite: 'ENTSORGER', erzeugerId: null, entsorgerId: 3 };
export const ADMIN: AuftragAkteur = { seite: 'ADMIN', erzeugerId: null, entsorgerId: null };
export const AKTEUR_FUER: Record<AuftragSeite, AuftragAkteur> = { ERZEUGER, ENTSORGER, ADMIN };

/** What the test order's facts say unless a test says otherwise: a found price, an unmixed fraction. */
type FaktenWahl = { gemischt?: boolean; preisGefunden?: boolean; vorgangsnummer?: string | null; stammdatenPassen?: boolean };

/** Placing the test order, with the facts the command service would have loaded (FaktenWahl). */
export const aufgeben = (mehr: Partial<Omit<AuftragAufgeben, 'fakten'>> & FaktenWahl = {}): AuftragAufgeben => {
  const { gemischt = false, preisGefunden = true, vorgangsnummer = 'V-2026-000123', stammdatenPassen = true, ...rest } = mehr;
  return {
    type: 'AuftragAufgeben',
    akteur: ERZEUGER,
    erzeugerId: 7,
    anfallstelleId: 11,
    wunschLiefertermin: '2026-11-24',
    wunschAbholtermin: null,
    lieferterminUnbekannt: false,
    fraktionId: 5,
    abfallschluessel: '170904',
    behaelterId: 2,
    anzahl: 2,
    entsorgerId: 3,
    kommentar: 'Bitte an der Einfahrt abstellen.',
    begruendungGemischt: null,
    ohnePreisBestaetigt: false,
    bestellerId: 42,
    fakten: {
      stammdaten: stammdatenPassen ? { behaelterBezeichnung: 'Absetzmulde 7 m³', gemischt } : null,
      preis: preisGefunden ? { leistungId: 9, summeNetto: 250 } : null,
      vorgangsnummer,
    },
    ...rest,
  };
};

export const aufgegeben = (mehr: Partial<AuftragAufgegeben['data']> = {}): AuftragAufgegeben => ({
  type: 'AuftragAufgegeben',
  data: {
    vorgangsnummer: 'V-2026-000123',
    auftragsart: 'BEHAELTERSTELLUNG',
    status: 'BESTELLUNG',
    erzeugerId: 7,
    anfallstelleId: 11,
    entsorgerId: 3,
    fraktionId: 5,
    abfallschluessel: '170904',
    behaelterId: 2,
    behaelterBezeichnung: 'Absetzmulde 7 m³',
    anzahl: 2,
    wunschLiefertermin: '2026-11-24',
    wunschAbholtermin: null,
    lieferterminUnbekannt: false,
    kommentar: 'Bitte an der Einfahrt abstellen.',
    begruendungGemischt: null,
    ohnePreisBestaetigt: false,
    leistungId: 9,
    geschaetzterPreis: 250,
    bestellerId: 42,
    angefragteEntsorgerIds: [],
    freigeberId: null,
    hauptauftragId: null,
    ...mehr,
  },
});

/** Brings the order into any status (with every date set, so each status is valid). */
export const erzwungen = (nach: AuftragStatus): AuftragStatusErzwungen => ({
  type: 'AuftragStatusErzwungen',
  data: {
    von: 'BESTELLUNG',
    nach,
    wunschLiefertermin: '2026-11-24',
    liefertermin: '2026-11-24',
    wunschAbholtermin: '2026-12-10',
    abholtermin: '2026-12-10',
  },
});

export const imStatus = (status: AuftragStatus): AuftragEvent[] =>
  status === 'BESTELLUNG' ? [aufgegeben()] : [aufgegeben(), erzwungen(status)];

export const aktion = (
  name: string,
  seite: AuftragSeite,
  mehr: Partial<Omit<WorkflowAktionAusfuehren, 'type' | 'aktion' | 'seite'>> = {},
): WorkflowAktionAusfuehren => ({
  type: 'WorkflowAktionAusfuehren',
  aktion: name,
  seite,
  akteur: AKTEUR_FUER[seite],
  body: { begruendung: null, kommentar: null },
  ueberToken: false,
  ...mehr,
});
