import fastifyJwt from '@fastify/jwt';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { roles, users } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';

export interface AuthUser {
  id: number;
  roleType: string;
}

export interface TokenPayload {
  id: number;
  iat: number;
  exp: number;
}

/** What the database says of a token's user: read by the check itself, or by a route's own statement. */
export interface UserStanding {
  id: number;
  blocked: boolean;
  changedAt: Date | null;
  roleType: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: AuthUser;
    /**
     * A verified token whose user the route's handler checks in its own statement (see
     * `readsUserStanding`); cleared once checked.
     */
    tokenAwaitingStanding?: TokenPayload;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a valid, unexpired token of an active user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler for routes open to visitors: no header means anonymous; a bad token is still a 401. */
    identify(request: FastifyRequest): Promise<void>;
    /**
     * The check of a token left to the handler, with the standing its own statement read (undefined:
     * no such user): answers 401 exactly as `authenticate` would, or makes the user the current one.
     */
    acceptStanding(request: FastifyRequest, standing: UserStanding | undefined): AuthUser | undefined;
    /** The check of a token left to the handler, by the check's own statement, for its other paths. */
    confirmStanding(request: FastifyRequest): Promise<void>;
    signToken(userId: number): string;
  }
  interface FastifyContextConfig {
    /**
     * True for a request whose handler reads the token's user in its own statement and hands it to
     * `acceptStanding` (one round trip instead of two). It must hold only where nothing can answer
     * before the handler (the request's validation passes): a refused token must still be the answer.
     */
    readsUserStanding?: (request: FastifyRequest) => boolean;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { id: number };
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/** The columns of a user's standing, for a statement that reads it beside what the route reads. */
export const userStandingColumns = {
  id: users.id,
  blocked: users.blocked,
  changedAt: users.passwordChangedAt,
  roleType: roles.type,
};

/** Where a user's standing is read from: the user joined with their role. */
export const userStandingRole = [roles, eq(roles.id, users.roleId)] as const;

/**
 * The signed-in user's standing, read on every authenticated request: prepared once, so neither the
 * query builder nor (on PostgreSQL, as a named statement) the database parses and plans it again.
 */
function preparedUserStanding(db: Database) {
  return db
    .select(userStandingColumns)
    .from(users)
    .innerJoin(...userStandingRole)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_standing');
}

/** The current user if the token's user may still use it; otherwise the 401 that says why not. */
function standingUser(payload: TokenPayload, row: UserStanding | undefined): AuthUser {
  if (!row || row.blocked) throw unauthorized('This account no longer exists or has been blocked');
  // Compared in whole seconds, as `iat` is: the token returned by the reset itself stays valid.
  if (row.changedAt && payload.iat < Math.floor(row.changedAt.getTime() / 1000)) {
    throw unauthorized('Your password was changed. Please sign in again.');
  }
  return { id: row.id, roleType: row.roleType };
}

export const authPlugin = fp<{ db: Database; secret: string; expiresIn: string }>(async (app, options) => {
  await app.register(fastifyJwt, { secret: options.secret, sign: { expiresIn: options.expiresIn } });
  const userStanding = preparedUserStanding(options.db);

  app.decorate('signToken', (userId: number) => app.jwt.sign({ id: userId }));

  app.decorate('identify', async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
  });

  app.decorate('authenticate', async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    if (!header) throw unauthorized('Authentication required: send an Authorization: Bearer <token> header');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('The Authorization header must be "Bearer <token>"');
    const payload = verifyToken(app, match[1]);
    if (request.routeOptions.config.readsUserStanding?.(request)) {
      request.tokenAwaitingStanding = payload;
      return;
    }
    const [row] = await userStanding.execute({ userId: payload.id });
    request.currentUser = standingUser(payload, row);
  });

  app.decorate('acceptStanding', (request: FastifyRequest, standing: UserStanding | undefined) => {
    const payload = request.tokenAwaitingStanding;
    if (!payload) return request.currentUser;
    request.tokenAwaitingStanding = undefined;
    return (request.currentUser = standingUser(payload, standing));
  });

  app.decorate('confirmStanding', async (request: FastifyRequest) => {
    const payload = request.tokenAwaitingStanding;
    if (!payload) return;
    const [row] = await userStanding.execute({ userId: payload.id });
    app.acceptStanding(request, row);
  });

  // A handler that left its token unchecked must not answer: refused as a fault of ours, not served.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.tokenAwaitingStanding || reply.statusCode >= 500) return payload;
    request.tokenAwaitingStanding = undefined;
    throw new Error(
      `${request.method} ${request.routeOptions.url} answered without checking its token's user`,
    );
  });
});

function verifyToken(app: FastifyInstance, token: string): TokenPayload {
  let payload: unknown;
  try {
    payload = app.jwt.verify(token);
  } catch (error) {
    // app.jwt.verify throws fast-jwt's own errors (FAST_JWT_EXPIRED), not the FST_JWT_* ones that
    // request.jwtVerify wraps them in; accept both so the message survives a change of call.
    const code = (error as { code?: string }).code;
    if (code === 'FAST_JWT_EXPIRED' || code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') {
      throw unauthorized(SESSION_EXPIRED);
    }
    throw unauthorized('Invalid token');
  }
  const candidate = payload as Partial<TokenPayload>;
  // Tokens without an expiry are refused even if correctly signed: every session must end.
  if (
    !Number.isInteger(candidate.id) ||
    typeof candidate.exp !== 'number' ||
    typeof candidate.iat !== 'number'
  ) {
    throw unauthorized('Invalid token');
  }
  return candidate as TokenPayload;
}

/** The signed-in user of a route guarded by `app.authenticate`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}
