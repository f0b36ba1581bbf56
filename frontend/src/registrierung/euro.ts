const FORMAT = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** An amount as the portal shows money (de, EUR). */
export const euro = (betrag: number): string => FORMAT.format(betrag);
