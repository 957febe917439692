import { Module } from '@nestjs/common';
import { RateLimiter } from '../common/rate-limiter.ts';
import { ReservationsController } from './reservations.controller.ts';
import { ReservationsService } from './reservations.service.ts';

@Module({ controllers: [ReservationsController], providers: [ReservationsService, RateLimiter] })
export class ReservationsModule {}
