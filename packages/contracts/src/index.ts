export * from './constants.js';
export * from './errors.js';
export * from './organizations.js';
export * from './users.js';
export * from './auth.js';
export * from './usernames.js';
