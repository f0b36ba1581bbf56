import type { AuftragStatus } from '@abfallportal/common/auftrag';

export type EntsorgerAnzeigeEingabe = {
  status: { type: AuftragStatus };
  entsorgerName: string | null;
  angebotsEntsorgerNamen: string[];
  numberAngebotReceived: number;
  numberAngebotRequested: number;
};

const ANFRAGE_STATUS: readonly AuftragStatus[] = ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN', 'ANFRAGE_ABGELEHNT'];

/** The disposer column; for offer requests it follows the rules of spec § 4 (offer requests). */
export const entsorgerAnzeige = (eintrag: EntsorgerAnzeigeEingabe): string => {
  if (!ANFRAGE_STATUS.includes(eintrag.status.type)) return eintrag.entsorgerName ?? '';
  const [einziger] = eintrag.angebotsEntsorgerNamen;
  if (eintrag.angebotsEntsorgerNamen.length === 1 && einziger !== undefined) return einziger;
  const { numberAngebotReceived: erhalten, numberAngebotRequested: angefragt } = eintrag;
  if (erhalten === angefragt) {
    return eintrag.status.type === 'ANFRAGE_ABGELEHNT' ? 'Alle Angebote abgelehnt' : 'Angebote vollständig';
  }
  return `Warten auf Angebote (${erhalten}/${angefragt})`;
};
