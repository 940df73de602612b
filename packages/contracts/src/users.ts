import { z } from 'zod';
import { FULL_NAME_MAX_LENGTH, USERNAME_MAX_LENGTH, USERNAME_PATTERN, USERNAME_RULE } from './constants.js';
import { organizationSchema } from './organizations.js';

export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.string(),
});

/**
 * The onboarding session a user last worked in: `currentStep` is the next step to submit (7 once
 * complete); Messages are {id, role: 'assistant' | 'user', content, timestamp} in order.
 */
export const onboardingRefSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  currentStep: z.number().int(),
  completed: z.boolean(),
  Messages: z.array(
    z.object({
      id: z.number().int(),
      role: z.enum(['assistant', 'user']),
      content: z.string(),
      timestamp: z.string(),
    }),
  ),
});

export const userSchema = z.object({
  id: z.number().int(),
  documentId: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  provider: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  lastSelectedClientId: z.number().int().nullable(),
  OrganizationSetupComplete: z.boolean(),
  OnboardingComplete: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  role: roleSchema.optional(),
  LastOnboardingId: onboardingRefSchema.nullable().optional(),
  Organizations: z.array(organizationSchema).optional(),
});
export type User = z.infer<typeof userSchema>;

/**
 * What `PUT /users/:id` accepts: the profile fields and lastSelectedClientId. Role, e-mail, password and
 * verification are not in the list, and an unknown field is an error rather than silently dropped.
 */
export const userUpdateBodySchema = z.strictObject({
  username: z
    .string()
    .trim()
    .min(1, { message: 'Username cannot be empty', abort: true })
    .max(USERNAME_MAX_LENGTH, 'Username is too long')
    .regex(USERNAME_PATTERN, USERNAME_RULE)
    .optional(),
  fullName: z.string().trim().max(FULL_NAME_MAX_LENGTH, 'Full name is too long').nullable().optional(),
  avatarUrl: z
    .url({ protocol: /^https?$/, message: 'Avatar URL must be an http(s) address' })
    .nullable()
    .optional(),
  lastSelectedClientId: z.number().int().positive().nullable().optional(),
  OrganizationSetupComplete: z.boolean().optional(),
  OnboardingComplete: z.boolean().optional(),
});
export type UserUpdateBody = z.infer<typeof userUpdateBodySchema>;
