// A real OpenID provider (oidc-provider, ESM-only) for the single sign-on tests, run as its own
// process because jest's CommonJS sandbox cannot load it. Every login name is an account whose
// email is that name; names starting with "unverifiziert" have an unverified address.
// Environment: OIDC_PORT, OIDC_REDIRECT_URI. Prints "BEREIT <issuer>" once it listens.
import Provider from 'oidc-provider';

const port = Number(process.env.OIDC_PORT);
const issuer = `http://127.0.0.1:${port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: 'abfallportal',
      client_secret: 'abfallportal-test-geheimnis',
      redirect_uris: [process.env.OIDC_REDIRECT_URI],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  pkce: { required: () => true, methods: ['S256'] },
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  cookies: { keys: ['oidc-test-cookie-key'] },
  findAccount: async (_ctx, id) => ({
    accountId: id,
    claims: async () => ({ sub: id, email: id, email_verified: !id.startsWith('unverifiziert'), name: id }),
  }),
  features: { devInteractions: { enabled: true } },
});

// Expected warnings of a test provider (dev interactions, in-memory adapter) would only clutter the test output.
provider.on('server_error', (_ctx, err) => process.stderr.write(`oidc-provider: ${err.stack}\n`));
provider.listen(port, '127.0.0.1', () => process.stdout.write(`BEREIT ${issuer}\n`));
process.on('SIGTERM', () => process.exit(0));
