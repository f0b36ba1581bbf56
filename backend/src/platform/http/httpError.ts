/** An error the HTTP edge turns into `{ message, errors?, code? }` with its status. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { errors?: Record<string, string>; code?: string } = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** German messages of spec § 8 used by the edge. */
export const FEHLER = {
  allgemein: 'Ein Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  badRequest: 'Die Eingaben wurden vom Server als fehlerhaft zurückgewiesen',
  unbekannt: 'Ein unbekannter Fehler ist aufgetreten',
  nichtAngemeldet: 'Sie sind nicht angemeldet.',
  keineBerechtigung: 'Sie haben keine Berechtigung für diese Aktion.',
  nichtGefunden: 'Nicht gefunden',
  csrf: 'Sicherheits-Token fehlt oder ist ungültig. Bitte laden Sie die Seite neu.',
  konflikt: 'Die Daten wurden inzwischen von jemand anderem geändert. Bitte laden Sie neu und versuchen Sie es erneut.',
} as const;
