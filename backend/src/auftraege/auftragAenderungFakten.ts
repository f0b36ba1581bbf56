import type { AuftragState } from './auftrag';
import { checkAbfallart, checkNachtrag, type AbfallartAendern, type AuftragNachtragen } from './auftragAenderung';
import type { AuftragPreisPort, BestellIds, VorgangsnummerPort } from './ports';
import type { AuftragDaten } from './auftrag';

type Deps = { preise: AuftragPreisPort; nummern: VorgangsnummerPort; jetzt: () => Date };

/**
 * The ids a new price is looked up for: the order as it stands with the chosen fraction and waste
 * key, priced for its delivery date (the agreed one, else the wished one) with today's agreements.
 */
export const preisIdsFuer = (auftrag: AuftragDaten, wahl: { fraktionId: number; abfallschluessel: string }): BestellIds => ({
  erzeugerId: auftrag.erzeugerId,
  anfallstelleId: auftrag.anfallstelleId,
  entsorgerId: auftrag.entsorgerId,
  behaelterId: auftrag.behaelterId,
  anzahl: auftrag.anzahl,
  wunschLiefertermin: auftrag.liefertermin ?? auftrag.wunschLiefertermin,
  wunschAbholtermin: auftrag.abholtermin ?? auftrag.wunschAbholtermin,
  fraktionId: wahl.fraktionId,
  abfallschluessel: wahl.abfallschluessel,
});

/**
 * Loads what the waste type change and the retroactive entry are decided on, in the command's run
 * (issue 17, item 4): master data and price through the price port; for a retroactive entry the
 * order number, drawn only once the decider would accept it.
 */
export async function vorbereitenAenderung<C extends AbfallartAendern | AuftragNachtragen>(
  c: C,
  state: AuftragState,
  deps: Deps,
): Promise<C> {
  if (c.type === 'AbfallartAendern') {
    const auftrag = checkAbfallart(c, state);
    return { ...c, fakten: await deps.preise.bestellFakten(preisIdsFuer(auftrag, c)) };
  }
  if (state.status !== 'NEU') return c; // the decider refuses: already recorded
  const n = c as AuftragNachtragen;
  const fakten = await deps.preise.bestellFakten({ ...n, wunschLiefertermin: n.liefertermin, wunschAbholtermin: null });
  checkNachtrag({ ...n, fakten: { ...fakten, vorgangsnummer: null } }, state, deps.jetzt());
  return { ...c, fakten: { ...fakten, vorgangsnummer: await deps.nummern.next() } };
}
