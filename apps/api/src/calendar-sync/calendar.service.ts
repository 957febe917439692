import { Injectable } from '@nestjs/common';
import type { CalendarQuery, CalendarResponse, UnavailableNightsQuery, UnavailableNightsResponse } from '@prana/contracts';
import { addDays } from '@prana/domain';
import { VillasService } from '../catalogue/villas.service.ts';
import { AvailabilityBlocksRepository, toBlockResponse } from './availability-blocks.repository.ts';
import { TurnoversRepository } from './turnovers.repository.ts';

/** What the multi-calendar draws and what visitors may know of a villa's nights. */
@Injectable()
export class CalendarService {
  constructor(
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly villas: VillasService,
    private readonly turnovers: TurnoversRepository,
  ) {}

  /** Every villa's active blocks touching the window and its readiness on arrival days; the rows (villas by site) come from GET /api/villas. */
  async grid(query: CalendarQuery): Promise<CalendarResponse> {
    const to = addDays(query.from, query.days);
    const [rows, readiness] = await Promise.all([this.blocks.window(query.from, to), this.turnovers.readiness(query.from, to)]);
    return { from: query.from, to, blocks: rows.map((row) => ({ ...toBlockResponse(row), villaSlug: row.villaSlug })), readiness };
  }

  /** Nights only: never who stays or where the block came from. */
  async unavailableNights(slug: string, query: UnavailableNightsQuery): Promise<UnavailableNightsResponse> {
    await this.villas.getBySlug(slug);
    return { nights: await this.blocks.unavailableNights(slug, query.from, query.to) };
  }
}
