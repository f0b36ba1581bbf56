import fs from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const pg = (globalThis as { __ABFALLPORTAL_PG__?: { stop: () => Promise<void>; dir: string } }).__ABFALLPORTAL_PG__;
  if (!pg) return;
  await pg.stop();
  fs.rmSync(pg.dir, { recursive: true, force: true });
}
