import { leistungSchema } from '@abfallportal/common/leistung';
import { feldFehler } from '../ui/feldFehler';

type Fehlerbaum = { [key: string]: string | Fehlerbaum | Fehlerbaum[] };

/** 'preise.0.preis' → { preise: [{ preis }] }: react-admin reads nested errors for ArrayInput rows. */
export const verschachtelt = (flach: Record<string, string>): Fehlerbaum => {
  const baum: Fehlerbaum = {};
  for (const [pfad, meldung] of Object.entries(flach)) {
    const teile = pfad.split('.');
    let knoten: Record<string, unknown> = baum;
    teile.forEach((teil, i) => {
      if (i === teile.length - 1) {
        knoten[teil] ??= meldung;
        return;
      }
      const naechstes = teile[i + 1] ?? '';
      knoten[teil] ??= /^\d+$/.test(naechstes) ? [] : {};
      knoten = knoten[teil] as Record<string, unknown>;
    });
  }
  return baum;
};

/** The form checks with the server's schema, so both show the same German messages. */
export const validateLeistung = (values: Record<string, unknown>): Fehlerbaum => {
  const result = leistungSchema.safeParse(values);
  return result.success ? {} : verschachtelt(feldFehler(result.error));
};
