import type { TokenAntwort } from '@abfallportal/common/auftragWire';
import type { AppDeps } from '../../appDeps';
import type { StoredEvent } from '../../eventstore/eventStore';
import { DomainError } from '../../platform/domainError';
import { readAuftragEvent } from '../auftrag';
import { AUFTRAG_WORKFLOW } from '../auftragWorkflow';
import { hashToken, tokenVerbraucht, type TokenZeile } from './auftragToken';

const labelFuer = (aktion: string, von: string | undefined): string =>
  (
    AUFTRAG_WORKFLOW.find((u) => u.aktion === aktion && u.seite === 'ENTSORGER' && (von === undefined || u.von.some((s) => s === von))) ??
    AUFTRAG_WORKFLOW.find((u) => u.aktion === aktion && u.seite === 'ENTSORGER')
  )?.label ?? aktion;

const text = (v: string | null | undefined): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v : undefined);

/** The event types a token link writes; other events of the stream are no answer. */
const ANTWORT_TYPEN = new Set(['AuftragStatusGeaendert', 'AngebotAbgegeben', 'AnfrageAbgelehnt']);

/** The answer one event of a token use stands for, or null for an event that is no answer. */
export const antwortAusEvent = (event: Pick<StoredEvent, 'type' | 'data' | 'metadata'>, tokenAktion: string): TokenAntwort | null => {
  if (!ANTWORT_TYPEN.has(event.type)) return null;
  // The stored event through the order's one reader (schema and version), never its raw data.
  const e = readAuftragEvent({ type: event.type, data: event.data, schemaVersion: event.metadata.schemaVersion });
  const zeitpunkt = event.metadata.occurredAt;
  const ohneLeere = <T extends Record<string, unknown>>(o: T) =>
    Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as TokenAntwort['felder'];
  switch (e.type) {
    case 'AuftragStatusGeaendert': {
      const d = e.data;
      const aktion = text(d.aktion) ?? tokenAktion;
      return {
        aktion,
        label: labelFuer(aktion, d.von),
        zeitpunkt,
        felder: ohneLeere({ liefertermin: text(d.liefertermin), wunschtermin: text(d.wunschtermin), begruendung: text(d.begruendung) }),
      };
    }
    case 'AngebotAbgegeben':
      return {
        aktion: 'angebotabgeben',
        label: labelFuer('angebotabgeben', undefined),
        zeitpunkt,
        felder: ohneLeere({ preis: e.data.preis, angebotsnummer: text(e.data.angebotsnummer) }),
      };
    case 'AnfrageAbgelehnt':
      return {
        aktion: 'anfrageAblehnen',
        label: labelFuer('anfrageAblehnen', undefined),
        zeitpunkt,
        felder: ohneLeere({ begruendung: text(e.data.begruendung) }),
      };
    default:
      return null;
  }
};

/**
 * What a used link answered: the first event of its order caused by the link's group (the public
 * workflow route writes the group as causation id). Null when the link is unused or nothing was written.
 */
export const ladeTokenAntwort = async (
  deps: Pick<AppDeps, 'db' | 'eventStore'>,
  aktion: string,
  token: string,
): Promise<TokenAntwort | null> => {
  const zeile = (await deps
    .db('auftrag_token')
    .where({ token_hash: hashToken(token), aktion })
    .first()) as TokenZeile | undefined;
  if (!zeile?.verwendet_am) return null;
  const events = await deps.eventStore.readStream(`auftrag-${zeile.auftrag_id}`);
  for (const event of events) {
    if (event.metadata.causationId !== zeile.gruppe) continue;
    const antwort = antwortAusEvent(event, zeile.aktion);
    if (antwort) return antwort;
  }
  return null;
};

/**
 * Runs `pruefen` (the token check); a "link used" refusal gets the answer the link gave, so the page
 * can say what was answered and when (issue 19). Other errors pass unchanged.
 */
export const mitTokenAntwort = async <T>(
  deps: Pick<AppDeps, 'db' | 'eventStore'>,
  aktion: string,
  token: string,
  pruefen: () => Promise<T>,
): Promise<T> => {
  try {
    return await pruefen();
  } catch (error) {
    if (!(error instanceof DomainError) || error.details.code !== 'TOKEN_VERBRAUCHT') throw error;
    const antwort = await ladeTokenAntwort(deps, aktion, token).catch(() => null);
    if (!antwort) throw error;
    throw tokenVerbraucht(antwort);
  }
};
