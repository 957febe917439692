import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Injectable } from '@nestjs/common';
import { sql } from 'kysely';
import { Repository } from '../../apps/api/src/database/repository.ts';
import { Transactions } from '../../apps/api/src/database/transactions.ts';
import { medium, type Medium } from './medium.ts';

/** Which PostgreSQL transaction a repository call runs in. */
@Injectable()
class TransactionProbe extends Repository {
  async transactionId(): Promise<string> {
    const { rows } = await sql<{ id: string }>`select txid_current()::text as id`.execute(this.db);
    return rows[0]!.id;
  }
}

describe('Transactions.run (medium)', () => {
  let tier: Medium;
  let transactions: Transactions;
  let probe: TransactionProbe;

  beforeAll(async () => {
    tier = await medium({ providers: [TransactionProbe] });
    transactions = tier.get(Transactions);
    probe = tier.get(TransactionProbe);
  });
  afterAll(() => tier.close());

  it('runs every repository call inside it in one transaction; outside, each call is its own', async () => {
    const [first, second] = await transactions.run(async () => [await probe.transactionId(), await probe.transactionId()]);
    expect(second).toBe(first);
    expect(await probe.transactionId()).not.toBe(await probe.transactionId());
  });

  it('joins the transaction it is called in, so a service may call another that groups its own calls', async () => {
    const [outer, inner] = await transactions.run(async () => [await probe.transactionId(), await transactions.run(() => probe.transactionId())]);
    expect(inner).toBe(outer);
  });
});
