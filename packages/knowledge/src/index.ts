export * from './version.js';
export * from './sources.js';
export * from './company/types.js';
export * from './regulations/types.js';
