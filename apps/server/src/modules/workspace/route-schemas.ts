import { z } from 'zod';

/** Every /workspace path may name which of the caller's organizations it means. */
export const workspaceQuery = z.object({
  organization: z
    .string()
    .min(1, 'organization must be a documentId')
    .max(64, 'organization must be a documentId')
    .optional()
    .describe('documentId of one of your organizations; defaults to the first you joined'),
});

export const documentIdParams = z.object({ documentId: z.string().min(1).max(64) });
