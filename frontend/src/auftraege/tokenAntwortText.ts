import { tokenAntwortSchema, type TokenAntwort } from '@abfallportal/common/auftragWire';
import { formatDatum, formatEuro, formatUhrzeit } from '../format/format';
import { ApiError } from '../providers/ApiError';

/** The answer a used link gave, from the 410 body; null when the server sent none (or an unreadable one). */
export const linkAntwort = (error: unknown): TokenAntwort | null => {
  if (!(error instanceof ApiError) || error.status !== 410 || error.code !== 'TOKEN_VERBRAUCHT') return null;
  const geprueft = tokenAntwortSchema.safeParse(error.antwort);
  return geprueft.success ? geprueft.data : null;
};

const mitGrund = (satz: string, begruendung: string | undefined) => (begruendung ? `${satz} (Begründung: „${begruendung}“)` : satz);

/** What happened, as the end of "Am … um … Uhr wurde …". */
const was = (a: TokenAntwort): string => {
  const { liefertermin, wunschtermin, begruendung, preis } = a.felder;
  switch (a.aktion) {
    case 'bestellungAnnehmen':
      return liefertermin ? `der Liefertermin ${formatDatum(liefertermin)} bestätigt` : 'die Bestellung angenommen';
    case 'bestellungAnnehmenAenderungLiefertermin':
      return liefertermin
        ? `die Bestellung mit dem neuen Liefertermin ${formatDatum(liefertermin)} angenommen`
        : 'die Bestellung angenommen';
    case 'bestellungAblehnen':
      return mitGrund('die Bestellung abgelehnt', begruendung);
    case 'angebotabgeben':
      return preis !== undefined ? `ein Angebot über ${formatEuro(preis)} abgegeben` : 'ein Angebot abgegeben';
    case 'anfrageAblehnen':
      return mitGrund('die Anfrage abgelehnt', begruendung);
    default: {
      const termin = liefertermin ?? wunschtermin;
      const satz = `„${a.label}“ gewählt${termin ? ` (Termin ${formatDatum(termin)})` : ''}`;
      return mitGrund(satz, begruendung);
    }
  }
};

/**
 * The sentence for a used link: "Dieser Link wurde bereits verwendet: Am 27.11.2026 um 14:05 Uhr wurde
 * der Liefertermin 02.12.2026 bestätigt." (date and time in Germany's time zone).
 */
export const tokenAntwortText = (antwort: TokenAntwort): string =>
  `Dieser Link wurde bereits verwendet: Am ${formatDatum(antwort.zeitpunkt)} um ${formatUhrzeit(antwort.zeitpunkt)} Uhr wurde ${was(antwort)}.`;
