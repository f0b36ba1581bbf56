/** An order number starts with "V-" (V-2026-000123); anything else names a producer by name or number. */
export const suchBody = (eingabe: string): { vorgangsnummer: string } | { erzeugerSearch: string } => {
  const text = eingabe.trim();
  return /^v-/i.test(text) ? { vorgangsnummer: text } : { erzeugerSearch: text };
};
