import { Injectable } from '@nestjs/common';
import { EntityManager, TransactionContext } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import type { DB } from './db.generated.ts';

/**
 * Base of every `<aggregate>.repository.ts`: the aggregate's SQL, written one way, with Kysely on
 * the ORM's own connection (`getKysely`), typed by `db.generated.ts` (`npm run db:types` after a
 * migration; MikroORM infers that type only for `defineEntity` entities, and ours are decorator
 * classes with their own table names and JSON columns). A repository method joins the caller's
 * transaction when there is one: MikroORM keeps it in its transaction context, which `db` and `map`
 * read; outside one, `db` is the pool itself, so SQL alone never forks the request's EntityManager.
 */
@Injectable()
export abstract class Repository {
  constructor(protected readonly em: EntityManager) {}

  protected get db(): Kysely<DB> {
    const transaction = TransactionContext.getEntityManager(this.em.name);
    if (transaction) return (transaction as EntityManager).getKysely<DB>();
    // The root EntityManager outside a transaction runs on the pool (what `getKysely` would find
    // after forking the request's EntityManager, which holds no transaction of its own).
    return this.em.global ? this.em.getConnection().getClient<DB>() : this.em.getKysely<DB>();
  }
}
