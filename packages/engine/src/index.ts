export * from './fetch/index.js';
export * from './providers/index.js';
export * from './documents/index.js';
