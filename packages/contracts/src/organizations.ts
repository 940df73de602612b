import { z } from 'zod';
import {
  ORGANIZATION_DESCRIPTION_MAX_LENGTH,
  ORGANIZATION_NAME_MAX_LENGTH,
  ORGANIZATION_TYPES,
  ORGANIZATION_WEBSITE_MAX_LENGTH,
} from './constants.js';

export const organizationSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  Name: z.string(),
  Type: z.enum(ORGANIZATION_TYPES).nullable(),
  Website: z.string().nullable(),
  Description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Organization = z.infer<typeof organizationSchema>;

/** A website as people type it: a bare domain or an http(s) URL. */
const websiteSchema = z
  .string()
  .trim()
  .max(ORGANIZATION_WEBSITE_MAX_LENGTH, 'Website is too long')
  .refine(isWebsite, 'Website must be a domain such as example.com or an http(s) address');

export function isWebsite(value: string): boolean {
  if (value === '') return true;
  const withScheme = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(withScheme);
    return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname);
  } catch {
    return false;
  }
}

/** Fields a member may set on an organization; anything else is refused, not ignored. */
export const organizationFieldsSchema = z.strictObject(
  {
    Name: z
      .string()
      .trim()
      .min(1, 'Name cannot be empty')
      .max(ORGANIZATION_NAME_MAX_LENGTH, 'Name is too long')
      .optional(),
    Type: z.enum(ORGANIZATION_TYPES, { message: "Type must be 'individual' or 'team'" }).optional(),
    Website: websiteSchema.nullable().optional(),
    Description: z
      .string()
      .trim()
      .max(ORGANIZATION_DESCRIPTION_MAX_LENGTH, 'Description is too long')
      .nullable()
      .optional(),
  },
  {
    // Only the object's own type error is reworded; unknown keys keep their own message.
    error: (issue) =>
      issue.code !== 'invalid_type'
        ? undefined
        : issue.input === undefined
          ? 'data is required: send the fields as { "data": { … } }'
          : 'data must be an object of organization fields',
  },
);
export type OrganizationFields = z.infer<typeof organizationFieldsSchema>;

export const organizationWriteBodySchema = z.strictObject({ data: organizationFieldsSchema });
export type OrganizationWriteBody = z.infer<typeof organizationWriteBodySchema>;

export const organizationResponseSchema = z.object({
  data: organizationSchema,
  meta: z.object({}),
});
