import type { AuftragStatus } from '@abfallportal/common/auftrag';
import { AUFTRAG_STATUS_TEXT } from '@abfallportal/common/auftragStatusText';
import { heuteInBerlin } from '@abfallportal/common/kalendertag';
import type { AuftragAkteur } from '@abfallportal/common/permissions';
import { imKalenderBereich, MELDUNGEN } from '@abfallportal/common/validation';
import type { DecideContext } from '../platform/decider/decider';
import { DomainError, ungueltig, verboten } from '../platform/domainError';
import type { AuftragDaten, AuftragEvent } from './auftrag';
import { freigeberFehler } from './freigabe';
import type { BestellGrenzen } from './ports';

/**
 * A disposer's offer for a request: through its token link (the token names the disposer), from a
 * disposer's user in the portal, or entered by support for an offer that came by mail or phone.
 */
export type AngebotAbgeben = {
  type: 'AngebotAbgeben';
  akteur: AuftragAkteur;
  entsorgerId: number;
  preis: number;
  kommentar: string | null;
  pdfDateiId: string | null;
  ueberToken: boolean;
};

/** The producer accepts one offer (by its disposer or its number) with a wish date (spec § 3). */
export type AngebotAnnehmen = {
  type: 'AngebotAnnehmen';
  akteur: AuftragAkteur;
  entsorgerId?: number;
  angebotsnummer?: string;
  kommentar: string | null;
  wunschdatum: string;
  /** The accepting user: its order value limit counts (spec § 4), like the orderer's in the wizard. */
  annehmenderId?: number;
  /** The approver the accepting user chose when the offer lies above its limit. */
  freigeberId?: number;
  /** Loaded in the command's run (ports): the accepting user's limit and whether the approver fits. */
  grenzen?: BestellGrenzen;
};

const OFFEN: readonly AuftragStatus[] = ['WARTEN_AUF_ANGEBOT', 'ANGEBOT_AN_KUNDEN'];

export const ANGEBOT_SCHON_ANGENOMMEN = 'Für diese Anfrage wurde bereits ein Angebot angenommen.';
export const SCHON_GEANTWORTET = 'Sie haben auf diese Anfrage bereits geantwortet.';
export const NICHT_ANGEFRAGT = 'Dieser Entsorger wurde für diese Anfrage nicht angefragt.';

/** A request still open for answers; after an acceptance it is a conflict (somebody was faster), else the status is wrong. */
const offeneAnfrage = (auftrag: AuftragDaten): void => {
  if (OFFEN.includes(auftrag.status)) return;
  if (auftrag.angefragteEntsorgerIds.length > 0 && auftrag.entsorgerId !== null)
    throw new DomainError('konflikt', ANGEBOT_SCHON_ANGENOMMEN);
  throw ungueltig(`Diese Aktion ist im aktuellen Status nicht möglich. Aktueller Status: ${AUFTRAG_STATUS_TEXT[auftrag.status]}.`, {
    code: 'aktionNichtMoeglich',
  });
};

/** The asked disposer answers once: an offer or a decline. */
const darfAntworten = (auftrag: AuftragDaten, entsorgerId: number): void => {
  offeneAnfrage(auftrag);
  if (!auftrag.angefragteEntsorgerIds.includes(entsorgerId)) throw verboten(NICHT_ANGEFRAGT);
  if (auftrag.angebote.some((a) => a.entsorgerId === entsorgerId)) throw new DomainError('konflikt', SCHON_GEANTWORTET);
};

export const angebotAbgeben = (c: AngebotAbgeben, auftrag: AuftragDaten): AuftragEvent[] => {
  // Support enters offers for any asked disposer; a disposer only its own.
  const alsStaff = c.akteur.seite === 'ADMIN' && !c.ueberToken;
  if (!alsStaff && (c.akteur.seite !== 'ENTSORGER' || c.akteur.entsorgerId !== c.entsorgerId)) {
    throw verboten('Sie dürfen für diesen Entsorger kein Angebot abgeben.');
  }
  darfAntworten(auftrag, c.entsorgerId);
  const nummer = auftrag.angebote.filter((a) => a.art === 'ANGEBOT').length + 1;
  return [
    {
      type: 'AngebotAbgegeben',
      data: {
        entsorgerId: c.entsorgerId,
        angebotsnummer: `${auftrag.vorgangsnummer}-A${nummer}`,
        preis: c.preis,
        kommentar: c.kommentar,
        pdfDateiId: c.pdfDateiId,
        ueberToken: c.ueberToken,
      },
    },
  ];
};

export const anfrageAblehnen = (
  auftrag: AuftragDaten,
  entsorgerId: number | null,
  begruendung: string | null,
  ueberToken: boolean,
): AuftragEvent[] => {
  if (entsorgerId === null) throw verboten(NICHT_ANGEFRAGT);
  darfAntworten(auftrag, entsorgerId);
  return [{ type: 'AnfrageAbgelehnt', data: { entsorgerId, begruendung, ueberToken } }];
};

/** Accepting one offer rejects every other in the same event: one append, whoever races (spec § 4). */
export const angebotAnnehmen = (c: AngebotAnnehmen, auftrag: AuftragDaten, ctx: DecideContext): AuftragEvent[] => {
  if (c.akteur.seite === 'ENTSORGER') throw verboten('Nur der Erzeuger nimmt ein Angebot an.');
  offeneAnfrage(auftrag);
  const angebot = auftrag.angebote.find(
    (a) =>
      a.art === 'ANGEBOT' &&
      (c.entsorgerId === undefined || a.entsorgerId === c.entsorgerId) &&
      (c.angebotsnummer === undefined || a.angebotsnummer === c.angebotsnummer),
  );
  if (!angebot || angebot.preis === null)
    throw ungueltig('Dieses Angebot gibt es nicht.', { errors: { entsorgerId: 'Dieses Angebot gibt es nicht.' } });
  if (c.wunschdatum < heuteInBerlin(ctx.jetzt)) {
    throw ungueltig('Der Termin darf nicht in der Vergangenheit liegen.', {
      errors: { wunschdatum: 'Der Termin darf nicht in der Vergangenheit liegen.' },
    });
  }
  if (!imKalenderBereich(c.wunschdatum)) throw ungueltig(MELDUNGEN.datumBereich, { errors: { wunschdatum: MELDUNGEN.datumBereich } });
  const grenze = c.grenzen?.bestellwertGrenze ?? null;
  const zurFreigabe = grenze !== null && angebot.preis > grenze;
  if (zurFreigabe && c.grenzen) {
    const fehler = freigeberFehler(c.freigeberId, c.annehmenderId, c.grenzen);
    if (fehler) throw ungueltig(fehler, { errors: { freigeberId: fehler } });
  }
  const abgelehnteEntsorgerIds = auftrag.angebote.filter((a) => a.art === 'ANGEBOT' && a !== angebot).map((a) => a.entsorgerId);
  return [
    {
      type: 'AngebotAngenommen',
      data: {
        entsorgerId: angebot.entsorgerId,
        preis: angebot.preis,
        kommentar: c.kommentar,
        wunschtermin: c.wunschdatum,
        abgelehnteEntsorgerIds,
        freigeberId: zurFreigabe ? (c.freigeberId ?? null) : null,
        annehmenderId: c.annehmenderId ?? null,
      },
    },
  ];
};

/** spec § 4: only the approver the orderer chose (or staff) approves; nobody approves their own order. */
export const pruefeFreigeber = (auftrag: AuftragDaten, akteur: AuftragAkteur, benutzerId: number | undefined): void => {
  if (akteur.seite === 'ADMIN') return;
  if (benutzerId !== undefined && benutzerId === auftrag.bestellerId) throw verboten('Sie können Ihre eigene Bestellung nicht freigeben.');
  if (benutzerId === undefined || benutzerId !== auftrag.freigeberId) {
    throw verboten('Nur die gewählte Person zur Freigabe darf über diese Bestellung entscheiden.');
  }
};
