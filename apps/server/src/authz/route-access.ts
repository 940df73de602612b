import type { FastifyInstance, FastifyRequest, HTTPMethods, RouteOptions } from 'fastify';

/**
 * How a route outside the authenticated default treats a token. `open`: ignored, anyone may call it
 * (signing in with a stale token in the header must still work). `visitor`: anyone may call it, and a
 * token, if sent, must be valid: the signed-in user then sees more (their own clients besides samples).
 */
export type PublicAccess = 'open' | 'visitor';

/**
 * Every route answered without a token, in one place. Any route not listed here is reachable only
 * with a valid token: a new route is private unless someone adds it to this list on purpose.
 */
export const PUBLIC_ROUTES: Readonly<Record<string, PublicAccess>> = {
  // Health and the API's own documentation.
  'GET /api/health': 'open',
  'GET /api/docs': 'open',
  'GET /api/docs/static/index.html': 'open',
  'GET /api/docs/static/swagger-initializer.js': 'open',
  'GET /api/docs/static/*': 'open',
  'GET /api/docs/json': 'open',
  'GET /api/docs/yaml': 'open',
  // Accounts: signing up and in, password reset, sign-in with Google or LinkedIn.
  'POST /api/auth/local': 'open',
  'POST /api/auth/local/register': 'open',
  'POST /api/auth/forgot-password': 'open',
  'POST /api/auth/reset-password': 'open',
  'GET /api/auth/providers': 'open',
  'GET /api/auth/:provider/callback': 'open',
  'GET /api/connect/:provider': 'open',
  'GET /api/connect/:provider/callback': 'open',
  // An invitation is read before its recipient has an account.
  'GET /api/invitations/:token': 'open',
  // Public sample profiles, their initiatives, and company logos (content-addressed files).
  'GET /api/clients/public': 'open',
  'GET /api/clients': 'visitor',
  'GET /api/initiatives': 'visitor',
  'GET /api/logos/files/:file': 'open',
  'GET /api/uploads/:file': 'open',
  'GET /api/plans': 'open',
  // The onboarding demo runs for visitors too; a document's file opens by its signed address.
  'GET /api/agents': 'open',
  'POST /api/agents/:agentId/chat': 'visitor',
  'GET /api/onboarding/documents/:documentId/file': 'visitor',
  // A VSME data request's link: the token opens its own request and nothing else, without an account.
  'GET /api/vsme/requests/:token': 'open',
  'PUT /api/vsme/requests/:token/answers/:datapointId': 'open',
  'POST /api/vsme/requests/:token/answers/:datapointId/evidence': 'open',
  'DELETE /api/vsme/requests/:token/answers/:datapointId/evidence/:fileId': 'open',
  'POST /api/vsme/requests/:token/submit': 'open',
  // Feedback boards and the changelog are read by anyone.
  'GET /api/feedback/boards': 'open',
  'GET /api/feedback/boards/:board/posts': 'visitor',
  'GET /api/changelog': 'open',
};

/** The key of a route in PUBLIC_ROUTES; HEAD is answered by the GET route, so it is listed as GET. */
export function routeKey(method: string, url: string): string {
  return `${method === 'HEAD' ? 'GET' : method} ${url}`;
}

export interface RouteCatalog {
  /** Every route the app serves, one entry per method. */
  routes: { method: string; url: string }[];
  /** Keys of the routes registered inside the authenticated scope. */
  authenticatedScope: Set<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** What each route requires, for the test that walks every route. */
    routeCatalog: RouteCatalog;
  }
}

const methodsOf = (method: HTTPMethods | HTTPMethods[]) => (Array.isArray(method) ? method : [method]);

/** Records every route registered from here on; call on the root instance before any route. */
export function recordRoutes(app: FastifyInstance): void {
  const catalog: RouteCatalog = { routes: [], authenticatedScope: new Set() };
  app.decorate('routeCatalog', catalog);
  app.addHook('onRoute', (route: RouteOptions) => {
    for (const method of methodsOf(route.method)) catalog.routes.push({ method, url: route.url });
  });
}

/**
 * Makes `scope` (the /api prefix) authenticate every request in one onRequest hook (before the body is
 * read), except the routes PUBLIC_ROUTES lists. The user and their role come from the database on every
 * request; organization membership is read by each policy's own query.
 */
export function authenticateScope(scope: FastifyInstance, catalog: RouteCatalog): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    for (const method of methodsOf(route.method)) catalog.authenticatedScope.add(routeKey(method, route.url));
  });
  scope.addHook('onRequest', async (request: FastifyRequest) => {
    const access = PUBLIC_ROUTES[routeKey(request.method, request.routeOptions.url ?? '')];
    if (access === 'open') return;
    if (access === 'visitor') return scope.identify(request);
    return scope.authenticate(request);
  });
}
