/** Why a fetch did not happen or did not complete; stable names callers can branch on. */
export type FetchRefusalCode =
  | 'invalid-url'
  | 'scheme-not-allowed'
  | 'address-not-allowed'
  | 'port-not-allowed'
  | 'dns-failed'
  | 'connect-failed'
  | 'connect-timeout'
  | 'timeout'
  | 'too-large'
  | 'content-type-not-allowed'
  | 'too-many-redirects'
  | 'robots-disallowed'
  | 'bad-response';

/** Every failure of `safeFetch`: a code for programs and a sentence a consultant can read. */
export class FetchRefusedError extends Error {
  override readonly name = 'FetchRefusedError';

  constructor(
    readonly code: FetchRefusalCode,
    message: string,
    /** The address being fetched when it failed (after redirects, the hop that failed). */
    readonly url: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}
