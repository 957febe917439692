import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.ts';
import { AuthService } from './auth.service.ts';
import { LoginRateLimiter } from './rate-limiter.service.ts';
import { RateLimiters } from '../common/rate-limiter.ts';
import { SessionsService } from './sessions.service.ts';
import { SessionsRepository } from './sessions.repository.ts';

@Module({
  controllers: [AuthController],
  providers: [AuthService, SessionsService, SessionsRepository, LoginRateLimiter, RateLimiters],
  exports: [SessionsService],
})
export class AuthModule {}
