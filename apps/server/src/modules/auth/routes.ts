import {
  authProvidersResponseSchema,
  authResponseSchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  okResponseSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context.js';
import { errorResponses } from '../../lib/route-schemas.js';
import {
  AUTH_RATE_LIMITS,
  clearRateLimit,
  consumeRateLimit,
  withinRateLimit,
} from '../rate-limit/rate-limit.js';
import { loadUserView } from '../users/user-view.js';
import { accountSubject, RESET_MAIL_LIMIT, SIGN_IN_ACCOUNT_LIMIT, signInSubject } from './account-limits.js';
import { checkSignInPassword, findSignInAccount, registerLocalUser } from './credentials.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';

const withRole = new Set(['role'] as const);

export const authRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config, mailer }) => {
  const session = async (userId: number) => ({
    jwt: app.signToken(userId),
    user: await loadUserView(db, userId, withRole),
  });

  app.post(
    '/auth/local',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail or username and password',
        body: loginBodySchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const identifier = request.body.identifier.toLowerCase();
      const fromAddress = `${request.ip}:${identifier}`;
      await consumeRateLimit(db, AUTH_RATE_LIMITS.login, fromAddress);
      const account = await findSignInAccount(db, identifier);
      const forAccount = signInSubject(account, identifier);
      await consumeRateLimit(db, SIGN_IN_ACCOUNT_LIMIT, forAccount);
      const userId = await checkSignInPassword(account, request.body.password);
      // The limits are on failed tries: a successful sign-in starts both counts afresh.
      await clearRateLimit(db, AUTH_RATE_LIMITS.login, fromAddress);
      await clearRateLimit(db, SIGN_IN_ACCOUNT_LIMIT, forAccount);
      return session(userId);
    },
  );

  app.post(
    '/auth/local/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: registerBodySchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await consumeRateLimit(db, AUTH_RATE_LIMITS.register, request.ip);
      return session(await registerLocalUser(db, request.body));
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a password-reset link (answers the same whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: okResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await consumeRateLimit(db, AUTH_RATE_LIMITS.forgotPassword, `ip:${request.ip}`);
      // Counted whether or not the account exists; over the limit, the same answer and no mail.
      if (await withinRateLimit(db, RESET_MAIL_LIMIT, request.body.email)) {
        await requestPasswordReset(db, mailer, request.body.email, config.publicUrl, (error) =>
          request.log.error({ err: error }, 'password reset mail failed'),
        );
      }
      return { ok: true as const };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the code from the reset mail',
        body: resetPasswordBodySchema,
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await consumeRateLimit(db, AUTH_RATE_LIMITS.resetPassword, request.ip);
      const userId = await resetPassword(db, request.body.code, request.body.password);
      // The way out of a sign-in ceiling reached by someone else's guesses.
      await clearRateLimit(db, SIGN_IN_ACCOUNT_LIMIT, accountSubject(userId));
      return session(userId);
    },
  );

  app.get(
    '/auth/providers',
    {
      schema: {
        tags: ['auth'],
        summary: 'Which social sign-in providers this server has credentials for',
        response: { 200: authProvidersResponseSchema },
      },
    },
    async () => ({ google: Boolean(config.oauth.google), linkedin: Boolean(config.oauth.linkedin) }),
  );
};
