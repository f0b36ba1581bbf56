/** A mail as GET /api/dev/mails lists it (developer mailbox, embedded mode only). */
export type DevMail = {
  id: string;
  empfaenger: string;
  betreff: string;
  text: string;
  links: string[];
  anlass: string;
  erstelltAm: string;
  gesendetAm: string | null;
};
