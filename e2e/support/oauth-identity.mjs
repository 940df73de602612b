// The person the local OAuth server signs in as "Google" during the browser tests.
export const E2E_OAUTH_PORT = Number(process.env.E2E_PORT ?? 3210) + 1;
export const E2E_GOOGLE_USER = { sub: 'google-e2e-1', email: 'gia.google@example.org', name: 'Gia Google' };
