import { geraeteVergessen } from './anmelden';
import { startPortal } from './startPortal';

/** Starts the portal once for all specs; the returned function is Playwright's teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const portal = await startPortal();
  process.env.E2E_BASE_URL = portal.baseUrl;
  geraeteVergessen();
  return portal.stop;
}
