import type { Db } from '../db/client';

/**
 * Builds a prepared query once per database handle: the SQL text is generated once and, on a PostgreSQL
 * server, the statement is parsed once per connection.
 */
export function preparedQuery<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const byDb = new WeakMap<Db, Q>();
  return (db) => {
    let query = byDb.get(db);
    if (!query) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}
