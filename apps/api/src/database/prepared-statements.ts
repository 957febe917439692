import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';

/** Distinct statements a process names; beyond them a statement runs unnamed, as before. */
export const MAX_NAMED_STATEMENTS = 250;

/**
 * Longer texts stay unnamed: a batch insert of hundreds of rows (a calendar pull) runs once now and
 * then, and its text would be kept by the process and each connection for nothing.
 */
export const MAX_NAMED_TEXT = 8_192;

type Query = PoolClient['query'];

const EVERY_COLUMN = /\.\*|\b(?:select|returning)\s+\*/i;

/**
 * Every parameterised statement runs as a named prepared statement, as postgres.js and Npgsql's
 * auto-prepare do: PostgreSQL parses and plans it on a connection's first use and reuses the plan
 * after (a generic plan, once it costs no more than the custom ones), where an unnamed statement is
 * parsed and planned on every execution. The repositories' statements are few and fixed, so the
 * names stay few; the cap bounds what a connection keeps if something builds texts without end
 * (an `in` list of every length). Only statements with parameters are named: they are single
 * statements by the protocol, while a text without any may hold several (a migration's script).
 * Nor are those that take every column (`select *`, `"r".*`, `returning *`): a migration that adds a
 * column would change their rows. A migration that changes the type of a column a named statement
 * returns (while an older process still runs, in a rolling deploy) makes PostgreSQL refuse the plan
 * prepared before it ("cached plan must not change result type"): the statement then takes a new
 * name, which every connection prepares anew, and, outside a transaction, runs again at once (in one,
 * the refusal has aborted the transaction, and its next run finds the new name).
 */
export function prepareStatements(pool: Pool, maxNamed = MAX_NAMED_STATEMENTS): void {
  const names = new Map<string, string>();
  let renamed = 0;
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxNamed || text.length > MAX_NAMED_TEXT || EVERY_COLUMN.test(text)) return known;
    const name = `prana_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  const renameStale = (text: string, stale: string): string => {
    // Two connections may find the same stale plan at once: the first renames it, the second uses that name.
    if (names.get(text) === stale) names.set(text, `${stale}_v${(renamed += 1)}`);
    return names.get(text)!;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values, ...rest);
      const name = nameOf(text);
      if (name === undefined) return query(text, values, ...rest);
      // A callback-style caller gets the answer as is; every caller of Prana awaits the promise.
      if (rest.length > 0) return query({ name, text, values }, ...rest);
      return (query({ name, text, values }) as Promise<unknown>).catch((error: unknown) => {
        if (!isStalePlan(error)) throw error;
        const fresh = renameStale(text, name);
        if (client.getTransactionStatus() !== 'I') throw error;
        return query({ name: fresh, text, values });
      });
    }) as Query;
  });
}

/** PostgreSQL's refusal of a plan whose result columns changed type since it was prepared. */
function isStalePlan(error: unknown): boolean {
  return error instanceof Error && (error as { code?: string }).code === '0A000' && error.message.includes('cached plan must not change result type');
}
