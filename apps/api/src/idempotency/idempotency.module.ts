import { Module } from '@nestjs/common';
import { IdempotencyInterceptor } from './idempotency.interceptor.ts';
import { IdempotencyKeysRepository } from './idempotency-keys.repository.ts';

/** Import it into a module whose controllers use @Idempotent(). */
@Module({ providers: [IdempotencyKeysRepository, IdempotencyInterceptor], exports: [IdempotencyKeysRepository, IdempotencyInterceptor] })
export class IdempotencyModule {}
