import { Injectable } from '@nestjs/common';
import { can, PERMISSIONS, type StaffRole, type StaffColleaguesResponse, type StaffQueueItem, type StaffQueueResponse } from '@prana/contracts';
import { StaffUsersRepository } from '../auth/staff-users.repository.ts';
import { compareQueueItems, OPEN_RESERVATION_STATUSES, todayInBali } from '@prana/domain';
import { GuestRequestsRepository } from '../guest-services/guest-requests.repository.ts';
import { toGuestRequestQueueItem } from '../guest-services/guest-responses.ts';
import { ReservationRequestsRepository } from '../reservations/reservation-requests.repository.ts';
import { toReservationQueueItem } from '../reservations/reservations.service.ts';
import { TurnoversRepository } from '../calendar-sync/turnovers.repository.ts';
import { toTurnoverResponse } from '../calendar-sync/turnover-sync.service.ts';

@Injectable()
export class StaffQueueService {
  constructor(
    private readonly requests: GuestRequestsRepository,
    private readonly reservations: ReservationRequestsRepository,
    private readonly staffUsers: StaffUsersRepository,
    private readonly turnovers: TurnoversRepository,
  ) {}

  /**
   * The concierge queue: every request of a confirmed stay that has not ended (Bali date), and
   * every reservation request not yet closed; by priority, then the longest wait. Beside them, the
   * turnovers whose not-ready alert was raised and that are still not ready.
   */
  async list(viewer: StaffRole, now = new Date()): Promise<StaffQueueResponse> {
    const today = todayInBali(now);
    const [requests, reservations, alerted] = await Promise.all([
      this.requests.ofCurrentStays(today),
      this.reservations.withStatus(OPEN_RESERVATION_STATUSES),
      can(viewer, 'turnovers.manage') ? this.turnovers.alertedIds(today) : [],
    ]);
    const turnoverAlerts = alerted.length > 0 ? (await this.turnovers.rows({ ids: alerted })).map(toTurnoverResponse) : [];
    const items: StaffQueueItem[] = [
      ...requests.map((request) => toGuestRequestQueueItem(request, today)),
      ...reservations.map(toReservationQueueItem),
    ];
    return { items: items.sort(compareQueueItems), turnoverAlerts };
  }

  /** Active colleagues whose role works the queue, by name. */
  async colleagues(): Promise<StaffColleaguesResponse> {
    const staff = await this.staffUsers.colleagues(PERMISSIONS['requests.manage']);
    return { colleagues: staff.map((person) => ({ id: person.id, name: person.name })) };
  }
}
