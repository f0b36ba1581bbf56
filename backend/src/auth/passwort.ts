import argon2 from 'argon2';

/** argon2id with the library's defaults (OWASP-conform memory and time cost). */
export const hashPasswort = (passwort: string): Promise<string> => argon2.hash(passwort, { type: argon2.argon2id });

export const verifyPasswort = async (hash: string, passwort: string): Promise<boolean> => {
  try {
    return await argon2.verify(hash, passwort);
  } catch {
    return false;
  }
};

// Verifying against this when no account matches keeps the answer time the same, so the
// response never tells whether an account exists.
let dummyHash: Promise<string> | undefined;
export const checkGegenDummy = async (passwort: string): Promise<false> => {
  dummyHash ??= hashPasswort('kein-Konto-1!');
  await verifyPasswort(await dummyHash, passwort);
  return false;
};
