/**
 * The environment variables the providers read (names as in the server's config). process.env fits,
 * and so does any plain object a test or a caller builds.
 */
export type ProviderEnv = Readonly<Record<string, string | undefined>>;

/** Blank counts as unset: `OPENAI_API_KEY=` in a .env file means "no key". */
export function readEnv(env: ProviderEnv, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}
