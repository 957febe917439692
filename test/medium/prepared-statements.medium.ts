import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import pg from 'pg';
import { Repository } from '../../apps/api/src/database/repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { MAX_NAMED_TEXT, prepareStatements } from '../../apps/api/src/database/prepared-statements.ts';
import { testEnv } from '../support/env.ts';
import { medium, type Medium } from './medium.ts';

/** The statements prepared on the connection a repository call runs on. */
@Injectable()
class PreparedProbe extends Repository {
  async twice(value: number): Promise<number[]> {
    const run = async () => (await sql<{ n: number }>`select ${value}::int + 1 as n`.execute(this.db)).rows[0]!.n;
    return [await run(), await run()];
  }

  async prepared(): Promise<string[]> {
    const { rows } = await sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`.execute(this.db);
    return rows.map((row) => row.statement);
  }
}

const preparedOn = async (client: pg.PoolClient) =>
  (await client.query<{ statement: string }>('select statement from pg_prepared_statements order by prepare_time')).rows.map((row) => row.statement);

describe('Prepared statements (medium)', () => {
  let tier: Medium;

  beforeAll(async () => {
    tier = await medium({ providers: [PreparedProbe] });
  });
  afterAll(() => tier.close());

  it('prepares a repository statement with parameters once on its connection and runs it from there', async () => {
    const probe = tier.get(PreparedProbe);
    // One transaction, so one connection: its prepared statements are its own.
    const [answers, prepared] = await tier.get(Transactions).run(async () => [await probe.twice(41), await probe.prepared()]);
    expect(answers).toEqual([42, 42]);
    expect(prepared.filter((statement) => statement === 'select $1::int + 1 as n')).toHaveLength(1);
  });

  describe('on a pool of its own', () => {
    const pool = new pg.Pool({ connectionString: testEnv.DATABASE_URL, max: 1 });
    prepareStatements(pool, 2);
    afterAll(() => pool.end());

    it('leaves a text without parameters unnamed, so a script of several statements still runs', async () => {
      const client = await pool.connect();
      try {
        const results = (await client.query('select 1 as one; select 2 as two')) as unknown as pg.QueryResult[];
        expect(results.map((result) => result.rows[0])).toEqual([{ one: 1 }, { two: 2 }]);
        expect(await preparedOn(client)).toEqual([]);
      } finally {
        client.release();
      }
    });

    it('leaves a statement that takes every column unnamed, so a migration that adds one cannot break it', async () => {
      const client = await pool.connect();
      try {
        await client.query('create temporary table widened (id int)');
        await client.query('insert into widened values (1)');
        const every = 'select * from widened where id = $1';
        expect((await client.query(every, [1])).rows).toEqual([{ id: 1 }]);
        await client.query('alter table widened add column note text');
        expect((await client.query(every, [1])).rows).toEqual([{ id: 1, note: null }]);
        expect(await preparedOn(client)).toEqual([]);
      } finally {
        await client.query('drop table widened');
        client.release();
      }
    });

    it('prepares a statement again when a migration changed the type of a column it returns, instead of failing until restart', async () => {
      const own = new pg.Pool({ connectionString: testEnv.DATABASE_URL, max: 1 });
      prepareStatements(own);
      const client = await own.connect();
      try {
        await client.query('create temporary table retyped (id int, amount int)');
        await client.query('insert into retyped values (1, 5)');
        const text = 'select amount from retyped where id = $1';
        expect((await client.query(text, [1])).rows).toEqual([{ amount: 5 }]);
        await client.query('alter table retyped alter column amount type bigint');
        // PostgreSQL refuses the plan prepared before ("cached plan must not change result type").
        expect((await client.query(text, [1])).rows).toEqual([{ amount: '5' }]);
        expect((await client.query(text, [1])).rows).toEqual([{ amount: '5' }]);

        // In a transaction the refusal aborts it (the caller's retry runs it again); the next run is prepared anew.
        await client.query('alter table retyped alter column amount type numeric');
        await client.query('begin');
        await expect(client.query(text, [1])).rejects.toThrow('cached plan must not change result type');
        await client.query('rollback');
        expect((await client.query(text, [1])).rows).toEqual([{ amount: '5' }]);
        expect(await preparedOn(client)).toHaveLength(3);
      } finally {
        client.release();
        await own.end();
      }
    });

    it('leaves a text longer than a batch of a few rows unnamed (a pull’s insert)', async () => {
      const client = await pool.connect();
      try {
        const batch = `select ${Array.from({ length: 1_000 }, (_, index) => `$1::int + ${index}`).join(', ')}`;
        expect(batch.length).toBeGreaterThan(MAX_NAMED_TEXT);
        for (let run = 0; run < 2; run += 1) expect((await client.query(batch, [1])).rowCount).toBe(1);
        expect(await preparedOn(client)).toEqual([]);
      } finally {
        client.release();
      }
    });

    it('names at most its cap of distinct statements; the others still answer, unnamed', async () => {
      const client = await pool.connect();
      try {
        const texts = ['select $1::int as a', 'select $1::int as b', 'select $1::int as c'];
        for (const text of [...texts, ...texts]) expect((await client.query(text, [7])).rows[0]).toEqual({ [text.slice(-1)]: 7 });
        expect(await preparedOn(client)).toEqual(texts.slice(0, 2));
      } finally {
        client.release();
      }
    });
  });
});
