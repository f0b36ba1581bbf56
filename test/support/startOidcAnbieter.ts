import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../backend/src/platform/freePort';

export type OidcTestAnbieter = { issuer: string; stop: () => Promise<void> };

/** Starts test/support/oidcTestAnbieter.mjs with node on a free port and waits until it listens. */
export const startOidcAnbieter = async (redirectUri: string): Promise<OidcTestAnbieter> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--no-warnings', path.join(__dirname, 'oidcTestAnbieter.mjs')], {
    env: { ...process.env, OIDC_PORT: String(port), OIDC_REDIRECT_URI: redirectUri },
    // Its start-up warnings (in-memory adapter, dev keys) belong to a test provider; shown only if it fails.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const issuer = await new Promise<string>((resolve, reject) => {
    let ausgabe = '';
    child.stderr.on('data', (chunk: Buffer) => {
      ausgabe += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      ausgabe += chunk.toString();
      const treffer = /BEREIT (\S+)/.exec(ausgabe);
      if (treffer) resolve(treffer[1]!);
    });
    child.once('exit', (code) => reject(new Error(`OpenID-Testanbieter beendet mit Code ${code}: ${ausgabe}`)));
  });
  return {
    issuer,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
};
