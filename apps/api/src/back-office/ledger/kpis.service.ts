import { Injectable } from '@nestjs/common';
import { can, type KpiFigure, type KpiQuery, type KpiResponse, type StaffRole } from '@prana/contracts';
import { addDays, addMonths, previousPeriod, responseFigures, todayInBali, trendOf, type LedgerFigures, type LedgerPeriod } from '@prana/domain';
import { LedgerRepository } from './ledger.repository.ts';
import { LedgerService } from './ledger.service.ts';

const figure = (value: number | null, previous: number | null): KpiFigure => ({ value, previous, trend: trendOf(value, previous) });

/** Direct bookings' share of a period's room revenue; null without room revenue. */
function directShare(figures: LedgerFigures): number | null {
  if (figures.roomRevenue === 0) return null;
  const direct = figures.channels.find((channel) => channel.channel === 'direct')?.revenue ?? 0;
  return Math.round((direct / figures.roomRevenue) * 10_000) / 10_000;
}

/**
 * The dashboards' figures for a period and site: stays and money from the ledger, the concierge's
 * answers from the requests, each with its trend against the previous period of the same length.
 * A role sees only the groups it may read.
 */
@Injectable()
export class KpisService {
  constructor(
    private readonly ledger: LedgerService,
    private readonly records: LedgerRepository,
  ) {}

  async kpis(query: KpiQuery, role: StaffRole, now = new Date()): Promise<KpiResponse> {
    const today = todayInBali(now);
    const monthStart = `${today.slice(0, 7)}-01`;
    const period: LedgerPeriod = query.from && query.to ? { from: query.from, to: query.to } : { from: monthStart, to: addMonths(monthStart, 1) };
    const previous = previousPeriod(period);
    const scope = { siteId: query.site ?? null };
    const [current, before] = await this.ledger.series([period, previous], scope);
    const slugs = await this.ledger.villasIn(scope);
    // Stays with a night yesterday or today: those arriving today and those leaving today.
    const around = await this.ledger.stays({ from: addDays(today, -1), to: addDays(today, 1) }, scope);

    let concierge: KpiResponse['concierge'] = null;
    if (can(role, 'requests.read')) {
      const [open, timings, earlier] = await Promise.all([
        this.records.openRequests(slugs),
        this.records.requestTimings(period, slugs),
        this.records.requestTimings(previous, slugs),
      ]);
      const [answers, previousAnswers] = [responseFigures(timings, now), responseFigures(earlier, now)];
      concierge = {
        openRequests: open,
        medianMinutesToAnswer: figure(answers.medianMinutesToAnswer, previousAnswers.medianMinutesToAnswer),
        withinPromiseShare: figure(answers.withinPromiseShare, previousAnswers.withinPromiseShare),
        answered: answers.answered,
      };
    }

    return {
      from: period.from,
      to: period.to,
      previousFrom: previous.from,
      site: query.site ?? null,
      stays: {
        occupancy: figure(current!.occupancy, before!.occupancy),
        nightsSold: current!.nights.sold,
        nightsOpen: current!.nights.open,
        nightsClosed: current!.nights.closed,
        averageStay: figure(current!.averageStay, before!.averageStay),
        arrivalsToday: around.filter((stay) => stay.checkIn === today).length,
        departuresToday: around.filter((stay) => stay.checkOut === today).length,
      },
      money: can(role, 'finance.read')
        ? {
            adr: figure(current!.adr, before!.adr),
            revpar: figure(current!.revpar, before!.revpar),
            extras: figure(current!.extras.total, before!.extras.total),
            directShare: figure(directShare(current!), directShare(before!)),
            roomRevenue: current!.roomRevenue,
            channels: current!.channels.map(({ channel, nights, revenue, amountUnknownStays }) => ({ channel, nights, revenue, amountUnknownStays })),
            nightsAmountUnknown: current!.nights.amountUnknown,
          }
        : null,
      concierge,
    };
  }
}
