export { safeFetch, botUserAgent, HTML_CONTENT_TYPES, IMAGE_CONTENT_TYPES } from './safe-fetch.js';
export type { SafeFetchOptions, SafeFetchResponse } from './safe-fetch.js';
export { FetchRefusedError, type FetchRefusalCode } from './fetch-refused-error.js';
export { RobotsCache } from './robots.js';
export { isAddressAllowed } from './address-policy.js';
export type { ResolveHost } from './vet-host.js';
