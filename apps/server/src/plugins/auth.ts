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

interface TokenPayload {
  id: number;
  iat: number;
  exp: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: AuthUser;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a valid, unexpired token of an active user. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** preHandler for routes open to visitors: no header means anonymous; a bad token is still a 401. */
    identify(request: FastifyRequest): Promise<void>;
    signToken(userId: number): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: { id: number };
  }
}

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

/**
 * The signed-in user's standing, read on every authenticated request: prepared once, so neither the
 * query builder nor (on PostgreSQL, as a named statement) the database parses and plans it again.
 */
function preparedUserStanding(db: Database) {
  return db
    .select({
      id: users.id,
      blocked: users.blocked,
      changedAt: users.passwordChangedAt,
      roleType: roles.type,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('auth_user_standing');
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

    const [row] = await userStanding.execute({ userId: payload.id });
    if (!row || row.blocked) throw unauthorized('This account no longer exists or has been blocked');
    // Compared in whole seconds, as `iat` is: the token returned by the reset itself stays valid.
    if (row.changedAt && payload.iat < Math.floor(row.changedAt.getTime() / 1000)) {
      throw unauthorized('Your password was changed. Please sign in again.');
    }
    request.currentUser = { id: row.id, roleType: row.roleType };
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
