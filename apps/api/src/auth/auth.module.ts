import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller.ts';
import { AuthService } from './auth.service.ts';
import { LoginRateLimiter } from './rate-limiter.service.ts';
import { RateLimiters } from '../common/rate-limiter.ts';
import { SessionsService } from './sessions.service.ts';
import { SessionsRepository } from './sessions.repository.ts';
import { StaffUsersRepository } from './staff-users.repository.ts';

@Module({
  controllers: [AuthController],
  providers: [AuthService, SessionsService, SessionsRepository, StaffUsersRepository, LoginRateLimiter, RateLimiters],
  exports: [SessionsService, StaffUsersRepository],
})
export class AuthModule {}
