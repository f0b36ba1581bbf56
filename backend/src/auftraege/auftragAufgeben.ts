import type { z } from 'zod';
import type { auftragAufgebenSchema } from '@abfallportal/common/auftrag';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import { canPlaceAuftrag, type AuftragAkteur } from '@abfallportal/common/permissions';
import type { DecideContext } from '../platform/decider/decider';
import { DomainError, ungueltig, verboten } from '../platform/domainError';
import { istNeu, type AuftragEvent, type AuftragState } from './auftrag';
import { fehler, pruefeBereich } from './feldFehler';
import { freigeberFehler } from './freigabe';
import type { BestellFakten } from './ports';

/**
 * Placing an order: only what the user said (the wizard's body), who said it, and the facts the
 * order command service loads in the command's run through the ports (issue 17, item 4): master
 * data, price and, once the decider would accept, the order number. The edge never fills `fakten`.
 */
export type AuftragAufgeben = { type: 'AuftragAufgeben'; akteur: AuftragAkteur; bestellerId: number } & z.output<
  typeof auftragAufgebenSchema
> & { fakten?: AufgabeFakten };

/** What the command service loaded for an order being placed; `vorgangsnummer` is drawn only for an accepted one. */
export type AufgabeFakten = BestellFakten & { vorgangsnummer: string | null };

export const STAMMDATEN_PASSEN_NICHT = 'Anfallstelle, Abfall, Behälter oder Entsorger passen nicht zu diesem Erzeuger.';

/**
 * Would the decider accept this order? Every refusal of placing an order, on the loaded facts;
 * the command service asks before it draws the order number, so a refused order draws none.
 */
export function checkAufgabe(c: AuftragAufgeben, state: AuftragState, jetzt: Date): AufgabeFakten {
  if (!istNeu(state)) throw new DomainError('konflikt', 'Dieser Auftrag wurde bereits aufgegeben.');
  if (!canPlaceAuftrag(c.akteur, c.erzeugerId)) throw verboten('Sie dürfen für diesen Erzeuger keine Aufträge aufgeben.');
  const fakten = c.fakten;
  if (!fakten) throw new Error('AuftragAufgeben ohne geladene Fakten (Stammdaten, Preis)');
  if (!fakten.stammdaten) throw ungueltig(STAMMDATEN_PASSEN_NICHT);
  const errors: Record<string, string> = {};
  pruefeBereich(errors, { wunschLiefertermin: c.wunschLiefertermin, wunschAbholtermin: c.wunschAbholtermin });
  if (c.wunschLiefertermin < heuteInBerlin(jetzt))
    errors.wunschLiefertermin = 'Der Wunschliefertermin darf nicht in der Vergangenheit liegen.';
  if (fakten.stammdaten.gemischt && !c.begruendungGemischt) errors.begruendungGemischt = 'Gemischte Abfälle brauchen eine Begründung.';
  if (!fakten.preis && !c.ohnePreisBestaetigt && c.angebotEntsorgerIds === undefined) {
    errors.ohnePreisBestaetigt =
      'Für diese Bestellung wurde kein Preis gefunden. Bitte bestätigen Sie, dass Sie trotzdem bestellen möchten.';
  }
  pruefeGrenze(c, fakten, errors);
  if (Object.keys(errors).length > 0) throw fehler(errors);
  return fakten;
}

/** spec § 4: above the orderer's limit the order needs an approver the orderer chose; an offer request has no price yet. */
const pruefeGrenze = (c: AuftragAufgeben, fakten: BestellFakten, errors: Record<string, string>): void => {
  if (!ueberGrenze(c, fakten)) return;
  const fehler = freigeberFehler(c.freigeberId, c.bestellerId, fakten);
  if (fehler) errors.freigeberId = fehler;
};

const ueberGrenze = (c: AuftragAufgeben, fakten: BestellFakten): boolean =>
  c.angebotEntsorgerIds === undefined &&
  fakten.bestellwertGrenze !== undefined &&
  fakten.bestellwertGrenze !== null &&
  fakten.preis !== null &&
  fakten.preis.summeNetto > fakten.bestellwertGrenze;

export const aufgeben = (c: AuftragAufgeben, state: AuftragState, ctx: DecideContext): AuftragEvent[] => {
  const fakten = checkAufgabe(c, state, ctx.jetzt);
  const { stammdaten, preis, vorgangsnummer } = fakten;
  if (!stammdaten || vorgangsnummer === null) throw new Error('AuftragAufgeben ohne Vorgangsnummer');
  const anfrage = c.angebotEntsorgerIds !== undefined;
  const zurFreigabe = ueberGrenze(c, fakten);
  return [
    {
      type: 'AuftragAufgegeben',
      data: {
        vorgangsnummer,
        auftragsart: 'BEHAELTERSTELLUNG',
        status: anfrage ? 'WARTEN_AUF_ANGEBOT' : zurFreigabe ? 'BESTELLUNG_ZUR_FREIGABE' : 'BESTELLUNG',
        erzeugerId: c.erzeugerId,
        anfallstelleId: c.anfallstelleId,
        entsorgerId: anfrage ? null : (c.entsorgerId ?? null),
        fraktionId: c.fraktionId,
        abfallschluessel: c.abfallschluessel,
        behaelterId: c.behaelterId,
        behaelterBezeichnung: stammdaten.behaelterBezeichnung,
        anzahl: c.anzahl,
        wunschLiefertermin: c.wunschLiefertermin,
        wunschAbholtermin: c.wunschAbholtermin ?? null,
        lieferterminUnbekannt: c.lieferterminUnbekannt,
        kommentar: c.kommentar,
        begruendungGemischt: stammdaten.gemischt ? c.begruendungGemischt : null,
        // Only meaningful when no price was found: the user knowingly ordered without one.
        ohnePreisBestaetigt: !anfrage && !preis && c.ohnePreisBestaetigt,
        leistungId: preis?.leistungId ?? null,
        geschaetzterPreis: preis?.summeNetto ?? null,
        bestellerId: c.bestellerId,
        angefragteEntsorgerIds: c.angebotEntsorgerIds ? [...c.angebotEntsorgerIds] : [],
        freigeberId: zurFreigabe ? (c.freigeberId ?? null) : null,
        hauptauftragId: null,
      },
    },
  ];
};
