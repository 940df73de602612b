import { deriveUsername, type OAuthProvider } from '@impact/contracts';
import type { OAuth2Client } from 'arctic';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { OAuthProviderConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { newDocumentId } from '../../db/ids.js';
import { loginCodes, oauthStates, userIdentities, users } from '../../db/schema.js';
import { badRequest } from '../../lib/errors.js';
import { authenticatedRoleId, chooseUsername } from './credentials.js';
import { hashSecretCode, newSecretCode } from './secrets.js';

const SCOPES = ['openid', 'email', 'profile'];
/** Google supports PKCE for web apps; LinkedIn's web flow does not, and relies on state alone. */
const USES_PKCE: Record<OAuthProvider, boolean> = { google: true, linkedin: false };

export class OAuthFlowError extends Error {}

/**
 * The OAuth library (about seventy modules) loads on the first sign-in through a provider, not at start:
 * most servers never use it (docs/decisions/010-embedded-memory.md).
 */
const loadArctic = () => import('arctic');

function client(
  { OAuth2Client }: Awaited<ReturnType<typeof loadArctic>>,
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  publicUrl: string,
): OAuth2Client {
  return new OAuth2Client(
    config.clientId,
    config.clientSecret,
    `${publicUrl}/api/connect/${provider}/callback`,
  );
}

/** Builds the provider's sign-in URL and remembers state and verifier for ten minutes. */
export async function startOAuth(
  db: Database,
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  publicUrl: string,
): Promise<string> {
  const arctic = await loadArctic();
  const state = arctic.generateState();
  const codeVerifier = arctic.generateCodeVerifier();
  await db.delete(oauthStates).where(lt(oauthStates.expiresAt, sql`now()`));
  await db
    .insert(oauthStates)
    .values({ state, provider, codeVerifier, expiresAt: sql`now() + interval '10 minutes'` });
  const oauth = client(arctic, provider, config, publicUrl);
  const url = USES_PKCE[provider]
    ? oauth.createAuthorizationURLWithPKCE(
        config.authorizationUrl,
        state,
        arctic.CodeChallengeMethod.S256,
        codeVerifier,
        SCOPES,
      )
    : oauth.createAuthorizationURL(config.authorizationUrl, state, SCOPES);
  return url.toString();
}

const userInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.string().email().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

/**
 * Trades the provider's authorization code for its tokens. Credentials go in the body
 * (client_secret_post): LinkedIn refuses HTTP Basic, and Google accepts both.
 */
async function exchangeCode(
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  publicUrl: string,
  code: string,
  codeVerifier: string,
): Promise<string> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: `${publicUrl}/api/connect/${provider}/callback`,
    client_id: config.clientId,
    client_secret: config.clientSecret,
  });
  if (USES_PKCE[provider]) body.set('code_verifier', codeVerifier);
  const response = await fetch(config.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body,
    signal: AbortSignal.timeout(10_000),
  });
  const tokens = (await response.json().catch(() => ({}))) as { access_token?: unknown; error?: unknown };
  if (!response.ok || typeof tokens.access_token !== 'string') {
    throw new OAuthFlowError(
      `token exchange failed (${response.status}: ${String(tokens.error ?? 'no token')})`,
    );
  }
  return tokens.access_token;
}

async function fetchUserInfo(config: OAuthProviderConfig, accessToken: string) {
  const response = await fetch(config.userinfoUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new OAuthFlowError(`userinfo request failed (${response.status})`);
  const parsed = userInfoSchema.safeParse(await response.json());
  if (!parsed.success) throw new OAuthFlowError('userinfo answer lacks a subject');
  return parsed.data;
}

/**
 * Completes the provider's callback: checks and spends the state, identifies the person, finds or creates
 * their account, and returns a one-minute single-use code for the web app. The provider's tokens never
 * leave the server.
 */
export async function finishOAuth(
  db: Database,
  provider: OAuthProvider,
  config: OAuthProviderConfig,
  publicUrl: string,
  code: string,
  state: string,
): Promise<string> {
  const [saved] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.state, state),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (!saved) throw new OAuthFlowError('unknown or expired state');
  const accessToken = await exchangeCode(provider, config, publicUrl, code, saved.codeVerifier);
  const info = await fetchUserInfo(config, accessToken);
  const userId = await findOrCreateSocialUser(db, provider, info);
  const loginCode = newSecretCode();
  await db.insert(loginCodes).values({
    codeHash: hashSecretCode(loginCode),
    userId,
    provider,
    expiresAt: sql`now() + interval '1 minute'`,
  });
  return loginCode;
}

async function findOrCreateSocialUser(
  db: Database,
  provider: OAuthProvider,
  info: z.infer<typeof userInfoSchema>,
): Promise<number> {
  const [identity] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerUserId, info.sub)));
  if (identity) return identity.userId;
  if (!info.email) throw new OAuthFlowError('the provider did not share an e-mail address');
  const email = info.email.toLowerCase();
  const verified = info.email_verified === true || info.email_verified === 'true';
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    // Linking to an existing account on an unverified address would let anyone take it over.
    if (!verified) throw new OAuthFlowError('the provider has not verified this e-mail address');
    await db.insert(userIdentities).values({ provider, providerUserId: info.sub, userId: existing.id });
    return existing.id;
  }
  const base =
    deriveUsername(info.name ?? '').replaceAll('@', '') ||
    email.split('@')[0]!.replace(/[^\p{L}\p{N}._-]/gu, '');
  const username = await chooseUsername(db, base || 'user', true);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(users)
      .values({
        documentId: newDocumentId(),
        username,
        email,
        fullName: info.name ?? null,
        avatarUrl: info.picture ?? null,
        provider,
        confirmed: verified,
        roleId: await authenticatedRoleId(tx),
      })
      .returning({ id: users.id });
    await tx.insert(userIdentities).values({ provider, providerUserId: info.sub, userId: created!.id });
    return created!.id;
  });
}

/** Spends the callback screen's code; a replay, a wrong provider or a code older than a minute fails. */
export async function redeemLoginCode(db: Database, provider: OAuthProvider, code: string): Promise<number> {
  const [row] = await db
    .update(loginCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(loginCodes.codeHash, hashSecretCode(code)),
        eq(loginCodes.provider, provider),
        isNull(loginCodes.usedAt),
        gt(loginCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: loginCodes.userId });
  if (!row) throw badRequest('This sign-in link is invalid or has expired. Please sign in again.');
  return row.userId;
}
