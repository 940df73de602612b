// Starts the built server for the browser tests on a fresh, empty data directory, with a local OAuth
// server standing in for Google (LinkedIn stays unconfigured, so its button must not show) and a
// company website on 127.0.0.1 to enrich (hence the loopback switch, which only tests use).
import { rmSync } from 'node:fs';
import { OAuth2Server } from 'oauth2-mock-server';
import { serveCompanySite } from './company-site.mjs';
import { seedAccounts } from './seed.mjs';
import { E2E_GOOGLE_USER, E2E_OAUTH_PORT } from './oauth-identity.mjs';

rmSync(process.env.DATA_DIR, { recursive: true, force: true });
await seedAccounts(process.env.DATA_DIR);

const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(E2E_OAUTH_PORT, '127.0.0.1');
provider.service.on('beforeUserinfo', (userinfo) => {
  userinfo.body = { ...E2E_GOOGLE_USER, email_verified: true };
});
const issuer = provider.issuer.url;
await serveCompanySite();

Object.assign(process.env, {
  PUBLIC_URL: `http://localhost:${process.env.PORT}`,
  GOOGLE_CLIENT_ID: 'e2e-client',
  GOOGLE_CLIENT_SECRET: 'e2e-secret',
  GOOGLE_AUTHORIZATION_URL: `${issuer}/authorize`,
  GOOGLE_TOKEN_URL: `${issuer}/token`,
  GOOGLE_USERINFO_URL: `${issuer}/userinfo`,
  UNSAFE_FETCH_ALLOW_LOOPBACK: 'true',
});
await import('../../apps/server/dist/main.js');
