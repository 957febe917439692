import { Module, RequestMethod, type DynamicModule, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ormOptions, type Entities } from './mikro-orm.config.ts';
import { Transactions } from './transactions.ts';
import { RequestForkMiddleware, requestFork } from './request-forks.ts';

/**
 * The ORM for a process, mapping the entities the app lists (bootstrap/entities.ts), and its
 * transactions. Each HTTP request has its own EntityManager, forked when it is first used
 * (`request-forks.ts`), instead of MikroORM's fork for every request.
 */
@Module({})
export class DatabaseModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(RequestForkMiddleware).forRoutes({ path: '{*all}', method: RequestMethod.ALL });
  }

  static forRoot(entities: Entities): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [Transactions],
      exports: [Transactions],
      imports: [
        MikroOrmModule.forRootAsync({
          inject: [APP_CONFIG],
          driver: PostgreSqlDriver,
          useFactory: (config: AppConfig) => ({ ...ormOptions(config, entities), registerRequestContext: false, context: requestFork }),
        }),
      ],
    };
  }
}
