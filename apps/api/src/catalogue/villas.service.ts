import { Injectable } from '@nestjs/common';
import type { VillaCalendarStatus, VillaFeedResponse, VillaResponse } from '@prana/contracts';
import { todayInBali } from '@prana/domain';
import { VillasRepository, type VillaRow } from './villas.repository.ts';
import { ApiException } from '../common/api-exception.ts';

/** The inbound feed URL is write-only: only whether one is stored leaves the server. */
/** A villa's calendar as staff see it: its sync health and its feeds'. */
export interface VillaCalendarView {
  calendar: VillaCalendarStatus;
  feeds: VillaFeedResponse[];
}

/**
 * Staff's view of each villa's calendar. Calendar sync owns feeds and runs: it hands this to the
 * catalogue when it starts (`VillasService.readCalendarsFrom`), so the catalogue never imports it.
 */
export interface VillaCalendarSource {
  /** The view of every villa (or of the one villa `slug`), read at once: by slug, a villa without feeds included. */
  calendars(today: string, slug?: string): Promise<(slug: string) => VillaCalendarView>;
}

export function toVillaResponse(row: VillaRow, options: { revealFeedToken: boolean; calendar?: VillaCalendarView | null }): VillaResponse {
  return {
    slug: row.slug,
    name: row.name,
    site: row.siteName,
    siteId: row.siteId,
    status: row.status,
    hasAirbnbFeed: row.hasAirbnbFeed,
    outboundFeedConfigured: row.outboundFeedToken !== null,
    outboundFeedToken: options.revealFeedToken ? row.outboundFeedToken : null,
    maxGuests: row.maxGuests,
    calendar: options.calendar?.calendar ?? null,
    feeds: options.calendar?.feeds ?? null,
  };
}

@Injectable()
export class VillasService {
  private calendarSource: VillaCalendarSource | null = null;

  constructor(private readonly villas: VillasRepository) {}

  /** Calendar sync supplies staff's view of each villa's calendar (see VillaCalendarSource). */
  readCalendarsFrom(source: VillaCalendarSource): void {
    this.calendarSource = source;
  }

  /**
   * Sorted by site then name, as every villa list shows them; unassigned villas last. Staff also see
   * each villa's sync health (last pull, failures in a row, double bookings); the outbound feed's
   * token only the roles that manage channels, since whoever holds it reads the villa's calendar.
   */
  async list(viewer: { staff: boolean; managesChannels: boolean }): Promise<VillaResponse[]> {
    const villas = await this.villas.list();
    const calendarOf = viewer.staff && this.calendarSource ? await this.calendarSource.calendars(todayInBali(new Date())) : null;
    return villas.map((villa) => toVillaResponse(villa, { revealFeedToken: viewer.managesChannels, calendar: calendarOf?.(villa.slug) ?? null }));
  }

  async getBySlug(slug: string): Promise<VillaRow> {
    const [villa] = await this.villas.list(slug);
    if (!villa) throw new ApiException('booking.villaNotFound', { slug });
    return villa;
  }
}
