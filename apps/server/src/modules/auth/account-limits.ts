import type { RateLimitRule } from '../rate-limit/rate-limit.js';

/**
 * Failed sign-ins per account across every address, on top of the per-address limit: many addresses
 * cannot guess one account's password more than 10 times in 15 minutes. An unknown identifier has its
 * own count, so the answer and its timing are the same whether or not the account exists. A stranger
 * can keep an account at its ceiling; the owner's way out is a password reset, which that limit never
 * blocks and which clears the count.
 */
export const SIGN_IN_ACCOUNT_LIMIT = {
  name: 'login-account',
  limit: 10,
  windowSeconds: 15 * 60,
  message: 'Too many sign-in attempts for this account.',
  retryMessage: (wait) =>
    `Too many sign-in attempts for this account. Try again in ${wait} or reset your password.`,
} satisfies RateLimitRule;

/**
 * Reset mails per e-mail address an hour, whoever asks and from wherever: beyond it the request gets
 * the usual neutral answer and no mail, so nobody can fill an inbox, nor learn whether it exists.
 */
export const RESET_MAIL_LIMIT = {
  name: 'reset-mail',
  limit: 3,
  windowSeconds: 60 * 60,
  message: 'Too many password reset mails.',
} satisfies RateLimitRule;

/** An account's own count: its e-mail and its username share it. */
export const accountSubject = (userId: number) => `user:${userId}`;

/** The count of an account when it exists, otherwise of the identifier as typed (trimmed, lower case). */
export function signInSubject(account: { id: number } | undefined, identifier: string): string {
  return account ? accountSubject(account.id) : `identifier:${identifier.toLowerCase()}`;
}
