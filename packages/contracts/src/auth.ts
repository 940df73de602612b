import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  FULL_NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_PATTERN,
  USERNAME_RULE,
} from './constants.js';
import { userSchema } from './users.js';

const passwordSchema = z
  .string({ message: 'Password is required' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

export const emailSchema = z
  .string({ message: 'E-mail is required' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'E-mail is too long')
  .pipe(z.email({ message: 'E-mail is not a valid address' }))
  .transform((email) => email.toLowerCase());

export const loginBodySchema = z.object({
  identifier: z
    .string({ message: 'E-mail or username is required' })
    .trim()
    .min(1, 'E-mail or username is required')
    .max(EMAIL_MAX_LENGTH, 'E-mail or username is too long'),
  password: z
    .string({ message: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, 'Password is too long'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  username: z
    .string({ message: 'Username is required' })
    .trim()
    .min(1, { message: 'Username is required', abort: true })
    .max(USERNAME_MAX_LENGTH, 'Username is too long')
    .regex(USERNAME_PATTERN, USERNAME_RULE),
  email: emailSchema,
  password: passwordSchema,
  /** The name as typed, kept for display; the username is derived from it. */
  fullName: z.string().trim().max(FULL_NAME_MAX_LENGTH, 'Full name is too long').optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z
  .object({
    code: z.string({ message: 'Reset code is required' }).min(1, 'Reset code is required').max(200),
    password: passwordSchema,
    passwordConfirmation: z.string({ message: 'Password confirmation is required' }),
  })
  .refine((body) => body.password === body.passwordConfirmation, {
    message: 'Passwords do not match',
    path: ['passwordConfirmation'],
  });

export const authResponseSchema = z.object({ jwt: z.string(), user: userSchema });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });

export const authProvidersResponseSchema = z.object({
  google: z.boolean(),
  linkedin: z.boolean(),
});
export type AuthProviders = z.infer<typeof authProvidersResponseSchema>;
