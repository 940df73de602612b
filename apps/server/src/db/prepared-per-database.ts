import type { Database } from './client.js';

/**
 * A statement prepared once per database and reused: `prepare` runs on the first call for a database,
 * later calls for it answer the same prepared statement (a named statement on PostgreSQL, parsed and
 * planned once per connection). Keyed weakly, so a closed test database takes its statement with it.
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
