import { Module } from '@nestjs/common';
import { BookingsController } from './bookings.controller.ts';
import { BookingsService } from './bookings.service.ts';

@Module({ controllers: [BookingsController], providers: [BookingsService], exports: [BookingsService] })
export class BookingsModule {}
