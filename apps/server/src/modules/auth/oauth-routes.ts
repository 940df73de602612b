import { OAUTH_PROVIDERS, authResponseSchema, type OAuthProvider } from '@impact/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { notFound } from '../../lib/errors.js';
import { errorResponses } from '../../lib/route-schemas.js';
import { loadUserView } from '../users/user-view.js';
import { OAuthFlowError, finishOAuth, redeemLoginCode, startOAuth } from './oauth.js';

const providerParams = z.object({
  provider: z.enum(OAUTH_PROVIDERS, { message: "Unknown sign-in provider: use 'google' or 'linkedin'" }),
});
const PROVIDER_NAMES: Record<OAuthProvider, string> = { google: 'Google', linkedin: 'LinkedIn' };

export const oauthRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const providerConfig = (provider: OAuthProvider) => {
    const settings = config.oauth[provider];
    if (!settings)
      throw notFound(`Sign-in with ${PROVIDER_NAMES[provider]} is not configured on this server`);
    return settings;
  };
  // The web app's callback screens (spec 01 §2) read access_token, or report a failure without one.
  const webCallback = (provider: OAuthProvider, query: Record<string, string>) =>
    `${config.publicUrl}/connect/${provider}/redirect?${new URLSearchParams(query).toString()}`;

  app.get(
    '/connect/:provider',
    {
      schema: {
        tags: ['auth'],
        summary: "Start social sign-in: redirects to the provider's sign-in page",
        params: providerParams,
        response: { 302: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const url = await startOAuth(db, provider, providerConfig(provider), config.publicUrl);
      return reply.redirect(url);
    },
  );

  app.get(
    '/connect/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: "The provider's redirect back; hands the web app a one-minute single-use code",
        params: providerParams,
        querystring: z.object({
          code: z.string().max(4096).optional(),
          state: z.string().max(512).optional(),
          error: z.string().max(512).optional(),
        }),
        response: { 302: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      const settings = providerConfig(provider);
      const { code, state, error } = request.query;
      if (error || !code || !state) {
        request.log.warn({ provider, error }, 'social sign-in was cancelled or refused by the provider');
        return reply.redirect(webCallback(provider, { error: error ?? 'missing_code' }));
      }
      try {
        const loginCode = await finishOAuth(db, provider, settings, config.publicUrl, code, state);
        return reply.redirect(webCallback(provider, { access_token: loginCode }));
      } catch (failure) {
        if (!(failure instanceof OAuthFlowError))
          request.log.error({ err: failure }, 'social sign-in failed');
        else request.log.warn({ provider, reason: failure.message }, 'social sign-in refused');
        return reply.redirect(webCallback(provider, { error: 'sign_in_failed' }));
      }
    },
  );

  app.get(
    '/auth/:provider/callback',
    {
      schema: {
        tags: ['auth'],
        summary: 'Trade the single-use code from the social callback for a session token',
        params: providerParams,
        querystring: z.object({
          access_token: z
            .string({ message: 'access_token is required' })
            .min(1, 'access_token is required')
            .max(200, 'access_token is not valid'),
        }),
        response: { 200: authResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { provider } = request.params;
      providerConfig(provider);
      const userId = await redeemLoginCode(db, provider, request.query.access_token);
      return { jwt: app.signToken(userId), user: await loadUserView(db, userId, new Set(['role'])) };
    },
  );
};
