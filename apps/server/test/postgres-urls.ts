/** The PostgreSQL server the PostgreSQL suite uses; CI's machines run one on 127.0.0.1 with trust auth. */
export function postgresAdminUrl(): string {
  return process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
