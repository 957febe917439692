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
 * column changes their rows, and PostgreSQL then refuses a plan prepared before it ("cached plan must
 * not change result type") until the process restarts; a statement that names its columns is planned
 * again on its own.
 */
export function prepareStatements(pool: Pool, maxNamed = MAX_NAMED_STATEMENTS): void {
  const names = new Map<string, string>();
  const nameOf = (text: string): string | undefined => {
    const known = names.get(text);
    if (known !== undefined || names.size >= maxNamed || text.length > MAX_NAMED_TEXT || EVERY_COLUMN.test(text)) return known;
    const name = `prana_${createHash('sha1').update(text).digest('base64url')}`;
    names.set(text, name);
    return name;
  };
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
      if (typeof text !== 'string' || !Array.isArray(values) || values.length === 0) return query(text, values, ...rest);
      const name = nameOf(text);
      return name === undefined ? query(text, values, ...rest) : query({ name, text, values }, ...rest);
    }) as Query;
  });
}
