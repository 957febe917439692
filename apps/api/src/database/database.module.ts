import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';
import { ormOptions } from './mikro-orm.config.ts';

@Module({
  imports: [
    MikroOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      driver: PostgreSqlDriver,
      useFactory: (config: AppConfig) => ({ ...ormOptions(config), registerRequestContext: true }),
    }),
  ],
})
export class DatabaseModule {}
