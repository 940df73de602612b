import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.js';

/**
 * Serves the built web app beside the API on one port. Unknown paths outside /api get index.html so the
 * browser router can show the page (or its 404 screen); unknown /api paths and missing build files (an
 * old asset, say) get a 404, never a page in place of a script.
 */
/** Extensions of files the build emits; a client route such as /client/Booking.com is not one of them. */
const STATIC_FILE = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|avif|woff2?|ttf|json|txt|webmanifest)$/i;

export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasWebApp = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      // Files are looked up per request, so a rebuild is served without restarting the server.
      wildcard: true,
      index: ['index.html'],
      // Hashed asset names never change content: cache them for a year; index.html must stay fresh.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    // The path without its query: '/api?x=1' is an API path too.
    const pathname = request.url.split('?')[0]!;
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    const isFile = STATIC_FILE.test(pathname);
    if (isApi || isFile || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(errorBody(404, 'NotFoundError', `No route for ${request.method} ${pathname}`));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
