import { Global, Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.ts';
import { SessionEndings } from '../auth/session-endings.ts';
import { SessionsService } from '../auth/sessions.service.ts';
import { RealtimeService } from './realtime.service.ts';

/** Publishing is available everywhere; the gateway itself is registered by the api module only. */
@Global()
@Module({
  imports: [AuthModule],
  providers: [RealtimeService, { provide: SessionEndings, useExisting: RealtimeService }],
  exports: [RealtimeService, SessionEndings],
})
export class RealtimeModule {
  constructor(realtime: RealtimeService, sessions: SessionsService) {
    // A session ended or changed in any process: this one drops its cached sessions too.
    realtime.onSessionsChanged(() => sessions.forgetCached());
  }
}
