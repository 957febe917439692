import { Injectable, Logger } from '@nestjs/common';
import type { AvailabilityBlockResponse, CalendarBlock, CreateHoldBody } from '@prana/contracts';
import { daysBetween, MAX_STAY_NIGHTS, todayInBali } from '@prana/domain';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { ApiException } from '../common/api-exception.ts';
import { Transactions } from '../database/transactions.ts';
import { hasSqlState, SQL_STATE } from '../database/sql-state.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { AvailabilityBlocksRepository, toBlockResponse, type BlockRow } from './availability-blocks.repository.ts';
import { TurnoverSync } from './turnover-sync.service.ts';

/** The 409 of a stay or hold whose nights are taken, naming the block in the way. */
export function blockedError(villa: string, checkIn: string, checkOut: string, inTheWay: AvailabilityBlockResponse): ApiException {
  return new ApiException('calendar.blocked', {
    villa,
    checkIn,
    checkOut,
    source: inTheWay.source,
    blockStart: inTheWay.startsAt,
    blockEnd: inTheWay.endsAt,
  });
}

/** Who placed or released a hold (the signed-in staff member's name). */
export interface HoldActor {
  name: string;
}

/**
 * Manual holds: nights staff close on a villa's calendar with a reason. They take the villa's row
 * lock like direct bookings and meet the same exclusion constraint, so a hold and a booking never
 * share a night; they leave in the outbound feed as 'Not available'.
 */
@Injectable()
export class HoldsService {
  private readonly logger = new Logger(HoldsService.name);

  constructor(
    private readonly transactions: Transactions,
    private readonly villas: VillasRepository,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly realtime: RealtimeService,
    private readonly turnovers: TurnoverSync,
  ) {}

  async create(slug: string, body: CreateHoldBody, actor: HoldActor, now = new Date()): Promise<CalendarBlock> {
    const nights = daysBetween(body.checkIn, body.checkOut) ?? 0;
    if (nights <= 0) throw ApiException.field('checkOut', 'booking.checkOutAfterCheckIn');
    // A hold stands for a stay: the stay rule's longest stay applies to it too.
    if (nights > MAX_STAY_NIGHTS) throw ApiException.field('checkOut', 'booking.maximumNights');
    if (body.checkIn < todayInBali(now)) throw ApiException.field('checkIn', 'booking.checkInPast');
    let villaName = slug;
    try {
      const hold = await this.transactions.run(async () => {
        const villa = await this.villas.lock(slug);
        if (!villa) throw new ApiException('booking.villaNotFound', { slug });
        villaName = villa.name;
        const inTheWay = await this.blocks.firstInTheWay(slug, { checkIn: body.checkIn, checkOut: body.checkOut });
        if (inTheWay) throw blockedError(villa.name, body.checkIn, body.checkOut, toBlockResponse(inTheWay));
        const created = await this.blocks.createHold(slug, { startsAt: body.checkIn, endsAt: body.checkOut, reason: body.reason, heldBy: actor.name }, now);
        // A hold is no stay, but the calendar changed: the turnovers are checked against it.
        return { ...created, turnovers: await this.turnovers.reconcile(slug, now) };
      });
      await this.turnovers.settle(hold.turnovers);
      this.logger.log(`Hold ${hold.id} on ${slug} ${body.checkIn}–${body.checkOut} placed by ${actor.name}.`);
      await this.realtime.toSyncWatchers('availability.changed', { villaSlug: slug });
      const { turnovers: _turnovers, ...block } = hold;
      return toCalendarBlock(block);
    } catch (error) {
      // Only a writer that skipped the villa lock could get here first; still a clear 409.
      if (hasSqlState(error, SQL_STATE.exclusionViolation)) {
        throw new ApiException('booking.unavailable', { villa: villaName, checkIn: body.checkIn, checkOut: body.checkOut });
      }
      throw error;
    }
  }

  /** Releases (cancels) a manual hold; releasing one already released changes nothing. */
  async release(slug: string, id: string, actor: HoldActor): Promise<void> {
    const released = await this.transactions.run(async () => {
      const hold = await this.blocks.lockHold(slug, id);
      if (!hold) throw new ApiException('calendar.holdNotFound');
      if (hold.status === 'cancelled') return null;
      await this.blocks.releaseHold(hold.id, actor.name, new Date());
      return this.turnovers.reconcile(slug);
    });
    if (!released) return;
    await this.turnovers.settle(released);
    this.logger.log(`Hold ${id} on ${slug} released by ${actor.name}.`);
    await this.realtime.toSyncWatchers('availability.changed', { villaSlug: slug });
  }
}

function toCalendarBlock(block: BlockRow & { villaSlug: string }): CalendarBlock {
  return { ...toBlockResponse(block), villaSlug: block.villaSlug };
}
