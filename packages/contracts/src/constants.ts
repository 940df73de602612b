/** Limits and fixed values shared by the server and the web app (spec 01, sections 5 and 9). */
export const PASSWORD_MIN_LENGTH = 8;
/** argon2 hashes whatever it is given; an upper bound keeps a login request from costing seconds. */
export const PASSWORD_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const USERNAME_MAX_LENGTH = 60;
/** No spaces (it is a handle) and no '@' (sign-in tells e-mails from usernames by it). */
export const USERNAME_PATTERN = /^[^\s@]+$/u;
export const USERNAME_RULE = 'Username cannot contain spaces or @';
export const FULL_NAME_MAX_LENGTH = 120;
export const ORGANIZATION_NAME_MAX_LENGTH = 120;
export const ORGANIZATION_WEBSITE_MAX_LENGTH = 2048;
export const ORGANIZATION_DESCRIPTION_MAX_LENGTH = 4000;
export const DEFAULT_ORGANIZATION_NAME = 'My Organization';

export const ORGANIZATION_TYPES = ['individual', 'team'] as const;
export type OrganizationType = (typeof ORGANIZATION_TYPES)[number];

export const ROLE_NAMES = { authenticated: 'Authenticated', admin: 'Admin' } as const;

export const OAUTH_PROVIDERS = ['google', 'linkedin'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];
