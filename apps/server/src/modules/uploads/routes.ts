import fastifyMultipart from '@fastify/multipart';
import { apiErrorSchema, UPLOAD_REFS, uploadResponseSchema } from '@impact/contracts';
import { eq, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { initiativeImages } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { bearerAuth, errorResponses } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/auth.js';
import { multipartLimits, readUploadForm } from './upload-form.js';
import { storeInitiativeImages } from './service.js';
import { contentTypeOfKey, isStorageKey, uploadStorage } from './storage.js';

/** The form fields besides the files (Strapi's upload shape, spec 02 §7). */
const uploadFields = z.object({
  ref: z.enum(UPLOAD_REFS, { message: `ref must be one of ${UPLOAD_REFS.join(', ')}` }),
  refId: z.string({ message: 'refId (the initiative id) is required' }).trim().min(1).max(64),
  field: z.literal('Images', { message: "field must be 'Images'" }),
});

export const uploadRoutes: FastifyPluginAsyncZod<AppContext> = async (app, { db, config }) => {
  const storage = uploadStorage(config);
  // Registered here only: no other route accepts multipart bodies.
  await app.register(fastifyMultipart, { limits: multipartLimits });

  app.post(
    '/upload',
    {
      schema: {
        tags: ['initiatives'],
        summary:
          "Upload images to an initiative (multipart: files, ref 'initiative', refId, field 'Images'); PNG, JPEG, WebP or GIF up to 5 MB each",
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        response: { 200: uploadResponseSchema, ...errorResponses, 415: apiErrorSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { files, fields } = await readUploadForm(request);
      const parsed = uploadFields.safeParse(fields);
      if (!parsed.success) throw badRequest(parsed.error.issues.map((issue) => issue.message).join('; '));
      if (files.length === 0) throw badRequest("Attach one or more images in the 'files' field");
      return storeInitiativeImages(db, storage, user.id, parsed.data.refId, files);
    },
  );

  app.get(
    '/uploads/:file',
    {
      schema: {
        tags: ['initiatives'],
        summary: 'An uploaded image or its thumbnail (the addresses the upload and initiatives answer)',
        params: z.object({ file: z.string().max(64).refine(isStorageKey, 'Not an uploaded file') }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      // Only files of existing images: a file whose removal failed is not served after its image is gone.
      const [known] = await db
        .select({ id: initiativeImages.id })
        .from(initiativeImages)
        .where(or(eq(initiativeImages.storageKey, file), eq(initiativeImages.thumbnailKey, file)));
      const data = known ? await storage.get(file) : undefined;
      if (!data) throw notFound('No such file');
      return (
        reply
          .header('content-type', contentTypeOfKey(file)!)
          // The name changes with the content, so the file can be kept for good.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(data)
      );
    },
  );
};
