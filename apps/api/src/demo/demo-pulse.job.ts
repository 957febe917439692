import { Injectable, Logger } from '@nestjs/common';
import { addDays, todayInBali } from '@prana/domain';
import type { JOBS } from '@prana/contracts';
import type { TypedJob } from '../jobs/typed-jobs.ts';
import { BookingsRepository } from '../bookings/bookings.repository.ts';
import { GuestRequestsService, type StaffActor } from '../guest-services/guest-requests.service.ts';
import { ReservationsService } from '../reservations/reservations.service.ts';
import { ReservationRequestsRepository } from '../reservations/reservation-requests.repository.ts';
import { StaffUsersRepository } from '../auth/staff-users.repository.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { ApiException } from '../common/api-exception.ts';

/** The demo's bookings (seeded by the development seed): the guests who ask. */
export const DEMO_BOOKING = /^PRN-24\d\d$/;
/** The demo's visitors write from this domain; the demo confirms only their requests. */
const DEMO_VISITOR_DOMAIN = '@visitor.prana.example';
/** Minutes the demo's own asks (a guest's, a visitor's) wait for a person before the demo answers them. */
const ANSWER_AFTER_MINUTES = 12;

/** What demo guests ask the concierge, in the language each would write. */
const GUEST_ASKS = [
  { title: 'Extra towels', notes: 'Could we have two more pool towels, please?' },
  { title: 'Dinner tip', notes: 'Where would you recommend for a Balinese dinner tonight, not too far?' },
  { title: 'Minta bantal tambahan', notes: 'Boleh minta satu bantal tambahan untuk anak kami?' },
  { title: 'Birthday surprise', notes: 'It is my wife’s birthday tomorrow: could you arrange flowers in the villa?' },
  { title: 'Pesan sopir', notes: 'Kami ingin ke Tegallalang besok pagi jam 8. Bisa dipesankan sopir?' },
  { title: 'Mosquito coil', notes: 'Could someone bring a mosquito coil for the terrace this evening?' },
] as const;

/** The demo's visitors and the stays they ask for. */
const VISITORS = [
  { fullName: 'Hannah Becker', language: 'en', adults: 2, children: 0 },
  { fullName: 'Putu Ayu Wulandari', language: 'id', adults: 2, children: 1 },
  { fullName: 'James Cole', language: 'en', adults: 4, children: 0 },
  { fullName: 'Siti Rahmawati', language: 'id', adults: 2, children: 0 },
] as const;

/** A week: longer than any season's minimum stay. */
const VISIT_NIGHTS = 7;

/**
 * JOBS.demoPulse, every few minutes in the development demo: one thing a guest, a visitor or the
 * staff would do, taken in turn, through the same services as the screens, so queues, the calendar,
 * mail, the funnel and finance move while someone looks. A person answering first leaves the demo
 * nothing to answer.
 */
@Injectable()
export class DemoPulseJob {
  private readonly logger = new Logger(DemoPulseJob.name);

  constructor(
    private readonly bookings: BookingsRepository,
    private readonly requests: GuestRequestsService,
    private readonly reservations: ReservationsService,
    private readonly reservationRequests: ReservationRequestsRepository,
    private readonly staffUsers: StaffUsersRepository,
    private readonly villas: VillasRepository,
  ) {}

  async handle(job: TypedJob<typeof JOBS.demoPulse>, now = new Date()): Promise<string> {
    // Each tick does the next of the three: a guest asks, staff answer, a visitor reserves (or staff book one).
    const turn = Math.floor(now.getTime() / 60_000) % 3;
    const done = turn === 0 ? await this.guestAsks(now) : turn === 1 ? await this.staffAnswer(now) : await this.visitorReserves(now);
    this.logger.log(`Demo pulse ${job.id ?? ''}: ${done}`);
    return done;
  }

  private async guestAsks(now: Date): Promise<string> {
    const guests = (await this.bookings.inResidence(todayInBali(now))).filter((booking) => DEMO_BOOKING.test(booking.code));
    if (guests.length === 0) return 'no demo guest in residence';
    const guest = guests[Math.floor(Math.random() * guests.length)]!;
    const ask = GUEST_ASKS[Math.floor(Math.random() * GUEST_ASKS.length)]!;
    await this.requests.create(guest.id, { category: 'concierge', title: ask.title, notes: ask.notes }, now);
    return `${guest.code} asked for “${ask.title}”`;
  }

  /**
   * The front-line staff account acknowledges the demo guests' asks and books the demo visitors'
   * requests that nobody took up; what people ask in the demo is left to people.
   */
  private async staffAnswer(now: Date): Promise<string> {
    const staff = await this.staffUsers.byUsername('staff');
    if (!staff) return 'no demo staff account';
    const actor: StaffActor = { kind: 'staff', staffId: staff.id, username: staff.username, name: staff.name, role: staff.role };
    const waitedSince = now.getTime() - ANSWER_AFTER_MINUTES * 60_000;
    let answered = 0;
    for (const guest of (await this.bookings.inResidence(todayInBali(now))).filter((booking) => DEMO_BOOKING.test(booking.code))) {
      for (const request of (await this.requests.list(guest.id)).requests) {
        const asked = GUEST_ASKS.some((ask) => ask.title === request.title && ask.notes === request.notes);
        if (!asked || request.status !== 'pending' || Date.parse(request.createdAt) > waitedSince) continue;
        await this.requests.changeStatus(request.id, 'acknowledged', actor);
        answered += 1;
      }
    }
    const waiting = (await this.reservationRequests.list('new', 50)).filter(
      (request) => request.email.endsWith(DEMO_VISITOR_DOMAIN) && request.createdAt.getTime() <= waitedSince,
    );
    for (const request of waiting) {
      try {
        await this.reservations.confirmAsBooking(request.id, staff.username, now);
        answered += 1;
      } catch (error) {
        // Someone booked those nights meanwhile: the request stays for a person to answer.
        if (!(error instanceof ApiException)) throw error;
      }
    }
    return `staff answered ${answered}`;
  }

  private async visitorReserves(now: Date): Promise<string> {
    const villas = (await this.villas.list()).filter((villa) => villa.status === 'active');
    const visitor = VISITORS[Math.floor(Math.random() * VISITORS.length)]!;
    const villa = villas[Math.floor(Math.random() * villas.length)];
    if (!villa) return 'no villa';
    const checkIn = addDays(todayInBali(now), 20 + Math.floor(Math.random() * 70));
    try {
      const request = await this.reservations.create(
        {
          villaId: villa.slug,
          checkIn,
          checkOut: addDays(checkIn, VISIT_NIGHTS),
          adults: visitor.adults,
          children: visitor.children,
          infants: 0,
          fullName: visitor.fullName,
          email: `${visitor.fullName.split(' ')[0]!.toLowerCase()}${DEMO_VISITOR_DOMAIN}`,
          phone: '',
          notes: '',
          language: visitor.language,
        },
        'demo-visitors',
        now,
      );
      return `${visitor.fullName} asked for ${villa.slug} from ${checkIn} (${request.reference})`;
    } catch (error) {
      // Nights taken, a party too large for the villa, the visitors' limit: the next tick tries again.
      if (error instanceof ApiException) return `a visitor was refused: ${error.coded.code}`;
      throw error;
    }
  }
}
