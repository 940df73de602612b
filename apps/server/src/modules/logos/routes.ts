import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { logoFiles } from '../../db/schema.js';
import { notFound } from '../../lib/errors.js';
import { extensionOf, LOGO_FILE_PATTERN } from './logo-files.js';

/**
 * GET /api/logos/files/:file — a logo already found on a company's website, by the SHA-256 of its
 * bytes (the address a client record carries). It reads only what is stored: no request here makes the
 * server fetch anything, and the answer is the same whoever asks. Loaded by <img>, so no token; served
 * from our origin under a CSP that forbids any script (an SVG could hold one).
 */
export const logoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db }) => {
  app.get(
    '/logos/files/:file',
    {
      schema: {
        tags: ['clients'],
        summary:
          "A company logo by its content address, as a client's LogoUrl gives it (cached for a year: the address changes with the image)",
        params: z.object({
          file: z.string().max(80).regex(LOGO_FILE_PATTERN, 'Not a logo file name'),
        }),
      },
    },
    async (request, reply) => {
      const [, sha256, extension] = LOGO_FILE_PATTERN.exec(request.params.file)!;
      const [logo] = await db.select().from(logoFiles).where(eq(logoFiles.sha256, sha256!));
      // The extension is part of the address: one that does not match the stored type names nothing.
      if (!logo || extensionOf(logo.contentType) !== extension) throw notFound('No such logo');
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('etag', `"${sha256}"`)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .send(logo.image);
    },
  );
};
