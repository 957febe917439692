import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import { availabilitySearchQuery, type AvailabilitySearchParams, type AvailabilitySearchResponse } from '@prana/contracts';
import { Public } from '../auth/access.ts';
import { AvailabilityService } from './availability.service.ts';
import { Responds } from '../docs/responds.ts';

@Controller('availability')
export class AvailabilityController {
  constructor(private readonly availability: AvailabilityService) {}

  /** Public: visitors search before they have any account. */
  @ApiOperation({ summary: 'Search villas free for given nights' })
  @Get()
  @Public()
  @Responds('AvailabilitySearchResponse')
  search(@Query({ schema: availabilitySearchQuery }) query: AvailabilitySearchParams): Promise<AvailabilitySearchResponse> {
    return this.availability.search(query);
  }
}
