import { generators, Issuer, type BaseClient } from 'openid-client';
import type { IncomingMessage } from 'node:http';

/** What the portal keeps in the session between the start and the provider's answer. */
export type SsoAnfrage = { state: string; nonce: string; codeVerifier: string };

/** The person the provider vouches for; only a verified address may sign anyone in. */
export type SsoIdentitaet = { email: string | undefined; emailVerifiziert: boolean };

/** The port the router talks to: the OpenID Connect authorization code flow with PKCE, state and nonce. */
export type OidcAnbieter = {
  start: () => Promise<{ url: string; anfrage: SsoAnfrage }>;
  /** Checks state, nonce and PKCE and exchanges the code; throws on a provider error (e.g. access_denied). */
  rueckkehr: (req: IncomingMessage, anfrage: SsoAnfrage) => Promise<SsoIdentitaet>;
};

export type OidcEinstellungen = { issuer: string; clientId: string; clientSecret: string; redirectUri: string };

/**
 * The adapter over openid-client 5 (CommonJS, so it loads in the server and under ts-jest alike;
 * docs/decisions.md). The provider's metadata is discovered on first use and kept; a failed
 * discovery is tried again on the next start.
 */
export const createOidcAnbieter = (e: OidcEinstellungen): OidcAnbieter => {
  let client: Promise<BaseClient> | undefined;
  const holeClient = (): Promise<BaseClient> => {
    client ??= Issuer.discover(e.issuer).then(
      (issuer) =>
        new issuer.Client({
          client_id: e.clientId,
          client_secret: e.clientSecret,
          redirect_uris: [e.redirectUri],
          response_types: ['code'],
        }),
    );
    client.catch(() => {
      client = undefined;
    });
    return client;
  };

  return {
    start: async () => {
      const c = await holeClient();
      const anfrage: SsoAnfrage = { state: generators.state(), nonce: generators.nonce(), codeVerifier: generators.codeVerifier() };
      const url = c.authorizationUrl({
        scope: 'openid email profile',
        state: anfrage.state,
        nonce: anfrage.nonce,
        code_challenge: generators.codeChallenge(anfrage.codeVerifier),
        code_challenge_method: 'S256',
      });
      return { url, anfrage };
    },
    rueckkehr: async (req, anfrage) => {
      const c = await holeClient();
      const tokens = await c.callback(e.redirectUri, c.callbackParams(req), {
        state: anfrage.state,
        nonce: anfrage.nonce,
        code_verifier: anfrage.codeVerifier,
      });
      // Many providers put the address only into userinfo; the id token's subject must match it.
      const claims = { ...tokens.claims(), ...(tokens.access_token ? await c.userinfo(tokens) : {}) };
      return { email: typeof claims.email === 'string' ? claims.email : undefined, emailVerifiziert: claims.email_verified === true };
    },
  };
};
