import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Kysely } from 'kysely';
import type { DB } from './db.generated.ts';

/**
 * Base of every `<aggregate>.repository.ts`: the aggregate's SQL, written one way, with Kysely on
 * the ORM's own connection (`getKysely`), typed by `db.generated.ts` (`npm run db:types` after a
 * migration; MikroORM infers that type only for `defineEntity` entities, and ours are decorator
 * classes with their own table names and JSON columns). A repository method joins the caller's
 * transaction when there is one: MikroORM keeps it in its transaction context, which `getKysely`
 * and `map` read.
 */
@Injectable()
export abstract class Repository {
  constructor(protected readonly em: EntityManager) {}

  protected get db(): Kysely<DB> {
    return this.em.getKysely<DB>();
  }
}
