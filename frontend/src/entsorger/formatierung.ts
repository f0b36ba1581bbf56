/** A timestamp as the portal shows it (spec § 9: DD.MM.YYYY), with the time in Germany. */
export const zeitpunktAnzeige = (iso: string): string =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
