import { Global, Module } from '@nestjs/common';
import { RealtimeService } from './realtime.service.ts';

/** Publishing is available everywhere; the gateway itself is registered by the api module only. */
@Global()
@Module({ providers: [RealtimeService], exports: [RealtimeService] })
export class RealtimeModule {}
