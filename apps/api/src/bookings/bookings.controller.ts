import { Controller, Get } from '@nestjs/common';
import type { BookingsResponse } from '@prana/contracts';
import { StaffOnly } from '../auth/access.ts';
import { BookingsService } from './bookings.service.ts';

@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Get()
  @StaffOnly('bookings.read')
  list(): Promise<BookingsResponse> {
    return this.bookings.list();
  }
}
