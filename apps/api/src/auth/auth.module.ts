import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.ts';
import { AuthService } from './auth.service.ts';
import { LoginRateLimiter } from './rate-limiter.service.ts';
import { RateLimiter } from '../common/rate-limiter.ts';
import { SessionsService } from './sessions.service.ts';

@Module({
  controllers: [AuthController],
  providers: [AuthService, SessionsService, LoginRateLimiter, RateLimiter],
  exports: [SessionsService],
})
export class AuthModule {}
