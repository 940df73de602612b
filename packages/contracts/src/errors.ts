import { z } from 'zod';

/** Every error the API returns has this shape (DESIGN.md, API conventions). */
export const apiErrorSchema = z.object({
  data: z.null(),
  error: z.object({
    status: z.number().int(),
    name: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
