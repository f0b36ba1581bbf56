import type { BenutzerInfo } from '@abfallportal/common/benutzerInfo';
import { KUNDENSERVICE_THEMEN, type Kundenservice, type kundenserviceNachrichtSchema } from '@abfallportal/common/customerservice';
import type { z } from 'zod';
import type { Config } from '../platform/config';
import type { Db } from '../platform/db';
import { enqueueMail } from '../platform/mail/outbox';

type Nachricht = z.output<typeof kundenserviceNachrichtSchema>;
type Firma = { id: number; name: string; strasse: string | null; plz: string | null; ort: string | null };

const nameVon = (user: BenutzerInfo) => `${user.vorname} ${user.nachname}`.trim() || user.email;

/** GET /customerservice: who writes, the topics, how support is reached. */
export const kundenserviceFormular = (config: Config, user: BenutzerInfo): Kundenservice => ({
  absender: { name: nameVon(user), email: user.email, telefon: user.telefon },
  erzeuger: user.erzeuger ? { id: user.erzeuger.id, name: user.erzeuger.name } : null,
  themen: (Object.keys(KUNDENSERVICE_THEMEN) as (keyof typeof KUNDENSERVICE_THEMEN)[]).map((id) => ({
    id,
    name: KUNDENSERVICE_THEMEN[id],
  })),
  support: { email: config.SUPPORT_EMAIL, telefon: config.SUPPORT_TELEFON ?? null },
});

const anschrift = (f: Firma) => [f.strasse, [f.plz, f.ort].filter(Boolean).join(' ')].filter((z) => z && z.trim() !== '').join(', ');

const firmaZeilen = (art: string, f: Firma | undefined, portalUrl: string, pfad: string): string[] =>
  f ? [`${art}: ${f.name} (Nr. ${f.id})`, ...(anschrift(f) ? [`Anschrift: ${anschrift(f)}`] : []), `Im Portal: ${portalUrl}${pfad}`] : [];

/**
 * PUT /customerservice: the message goes to the support team (SUPPORT_EMAIL) through the mail
 * outbox, with the sender and their producer (or disposer) attached, so support can answer without
 * asking who wrote.
 */
export const kundenserviceSenden = async (db: Db, config: Config, user: BenutzerInfo, n: Nachricht): Promise<void> => {
  const portalUrl = config.publicUrl.replace(/\/$/, '');
  const erzeuger = user.erzeuger
    ? ((await db('erzeuger').where({ id: user.erzeuger.id }).first('id', 'name', 'strasse', 'plz', 'ort')) as Firma | undefined)
    : undefined;
  const entsorger = user.entsorger
    ? ((await db('entsorger').where({ id: user.entsorger.id }).first('id', 'name', 'strasse', 'plz', 'ort')) as Firma | undefined)
    : undefined;
  const rueckruf = n.rueckrufTelefon && n.rueckrufTelefon !== '' ? n.rueckrufTelefon : null;
  const text = [
    `Neue Nachricht über das Kontaktformular des Abfallportals.`,
    '',
    `Thema: ${KUNDENSERVICE_THEMEN[n.thema]}`,
    `Betreff: ${n.betreff}`,
    '',
    n.nachricht,
    '',
    '— Absender —',
    `Name: ${nameVon(user)}`,
    `E-Mail: ${user.email}`,
    `Telefon: ${user.telefon ?? 'nicht hinterlegt'}`,
    ...(rueckruf ? [`Bittet um Rückruf unter: ${rueckruf}`] : ['Antwort bitte per E-Mail.']),
    `Benutzer-Nr.: ${user.id}, Rolle: ${user.rolle}`,
    ...(user.isAlias && user.aliasVon ? [`Gesendet in Stellvertretung durch: ${user.aliasVon.name}`] : []),
    ...firmaZeilen('Erzeuger', erzeuger, portalUrl, `/erzeuger/${erzeuger?.id}/auftraege`),
    ...firmaZeilen('Entsorger', entsorger, portalUrl, `/support/entsorger/${entsorger?.id}`),
  ].join('\n');
  await enqueueMail(db, {
    empfaenger: config.SUPPORT_EMAIL,
    // Subject without line breaks (the schema refuses them); the body keeps the message as written.
    betreff: `Kontaktformular: ${KUNDENSERVICE_THEMEN[n.thema]} – ${n.betreff}`.replace(/[\r\n]+/g, ' ').slice(0, 250),
    text,
    anlass: 'KUNDENSERVICE',
  });
};
