import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../lib/errors.js';

/**
 * Serves the built web app beside the API on one port. Unknown paths outside /api get index.html so the
 * browser router can show the page (or its 404 screen); unknown /api paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string | undefined): Promise<void> {
  const hasWebApp = webDistDir !== undefined && existsSync(path.join(webDistDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // Hashed asset names never change content: cache them for a year; index.html must stay fresh.
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        void reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    if (isApi || !hasWebApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply
        .status(404)
        .send(errorBody(404, 'NotFoundError', `No route for ${request.method} ${request.url.split('?')[0]}`));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
