import { Injectable, Logger } from '@nestjs/common';
import type { JOBS } from '@prana/contracts';
import { baliClock } from '@prana/domain';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { TurnoversRepository } from '../calendar-sync/turnovers.repository.ts';
import { toTurnoverResponse, TurnoverSync } from '../calendar-sync/turnover-sync.service.ts';
import { NotificationDelivery } from '../notifications/notification-delivery.service.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';

/** Where a staff alert about a turnover opens. */
export const HOUSEKEEPING_PATH = '/admin/housekeeping';

/**
 * JOBS.turnoverDue, an hour before a turnover is due: when it is still not ready (and still due
 * then: a re-timed turnover's old job finds it moved), it is marked alerted, once, and staff hear it
 * live and by push: the staff queue lists it until it is ready.
 */
@Injectable()
export class TurnoverDueJob {
  private readonly logger = new Logger(TurnoverDueJob.name);

  constructor(
    private readonly turnovers: TurnoversRepository,
    private readonly sync: TurnoverSync,
    private readonly realtime: RealtimeService,
    private readonly delivery: NotificationDelivery,
  ) {}

  async handle(job: TypedJob<typeof JOBS.turnoverDue>, now = new Date()): Promise<{ alerted: boolean }> {
    const { turnoverId, dueAt } = job.data;
    if (!(await this.turnovers.markAlerted(turnoverId, dueAt, now))) return { alerted: false };
    const [row] = await this.turnovers.rows({ ids: [turnoverId] });
    if (!row) return { alerted: false };
    this.logger.warn(`Turnover ${turnoverId} of ${row.villaSlug} is not ready (${row.state}), due ${dueAt}.`);
    this.sync.published(row);
    this.realtime.toStaffWith('turnovers.manage', 'turnover.late', { turnover: toTurnoverResponse(row) });
    await this.delivery.staffAlert('turnovers.manage', { kind: 'staff-turnover-not-ready', villa: row.villaName, time: baliClock(new Date(dueAt)) }, HOUSEKEEPING_PATH, `turnover-${turnoverId}-late`);
    return { alerted: true };
  }
}
