import { startPortal } from './startPortal';

/** Starts an isolated portal for looking at it by hand (screenshots): `npx tsx test/e2e/support/runPortal.ts`. */
const main = async () => {
  const portal = await startPortal();
  console.log(`Portal läuft auf ${portal.baseUrl} (Daten in ${portal.dataDir}); Strg+C beendet.`);
  process.once('SIGINT', () => void portal.stop().then(() => process.exit(0)));
  process.once('SIGTERM', () => void portal.stop().then(() => process.exit(0)));
};

void main();
