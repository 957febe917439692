import { Module, type DynamicModule } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ormOptions, type Entities } from './mikro-orm.config.ts';
import { Transactions } from './transactions.ts';

/** The ORM for a process, mapping the entities the app lists (bootstrap/entities.ts), and its transactions. */
@Module({})
export class DatabaseModule {
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
          useFactory: (config: AppConfig) => ({ ...ormOptions(config, entities), registerRequestContext: true }),
        }),
      ],
    };
  }
}
