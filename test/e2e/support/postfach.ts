import { expect, type APIRequestContext } from '@playwright/test';
import type { DevMail } from '@abfallportal/common/devMail';

export type { DevMail };

/** The newest mail of one occasion to one recipient from the developer mailbox, waiting briefly for it. */
export const neuesteMail = async (
  request: APIRequestContext,
  empfaenger: string,
  anlass: 'VERIFIZIERUNGSCODE' | 'PASSWORT_VERGESSEN' | 'EINLADUNG' | 'REGISTRIERUNG' | 'EXPORT_FERTIG',
  nichtVor: Date,
): Promise<DevMail> => {
  let gefunden: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/mails', { params: { empfaenger, limit: 10 } });
        expect(response.status()).toBe(200);
        const mails = (await response.json()) as DevMail[];
        // Allow for a clock step between browser process and server.
        gefunden = mails.find((m) => m.anlass === anlass && new Date(m.erstelltAm).getTime() >= nichtVor.getTime() - 2000);
        return gefunden !== undefined;
      },
      { message: `Mail ${anlass} an ${empfaenger}`, timeout: 15_000 },
    )
    .toBe(true);
  return gefunden as DevMail;
};

/** The 6-digit code of a verification mail: the only 6-digit number in its text. */
export const codeAus = (mail: DevMail): string => {
  const treffer = mail.text.match(/\b\d{6}\b/g) ?? [];
  expect(treffer).toHaveLength(1);
  return treffer[0] as string;
};
