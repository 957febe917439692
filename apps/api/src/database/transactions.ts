import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';

/**
 * The one way a service groups repository calls into a transaction. Repositories join it on their
 * own: MikroORM keeps the transaction in its context, which `Repository.db` reads, so no service
 * holds an EntityManager or passes one along. Called inside another run it joins that transaction
 * (as a savepoint), so a service may call another that groups its own calls.
 */
@Injectable()
export class Transactions {
  constructor(private readonly orm: MikroORM) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.orm.em.transactional(() => work());
  }
}
