import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';
import type {
  CreateVillaFeedBody,
  OutboundFeedTokenResponse,
  SyncResultResponse,
  UpdateVillaFeedSettingsBody,
  VillaFeedResponse,
} from '@prana/contracts';
import { BackOfficeJournal, type Actor } from '../back-office/journal/back-office-journal.service.ts';
import { VillasService } from '../catalogue/villas.service.ts';
import { Villa } from '../catalogue/villa.entity.ts';
import { ApiException } from '../common/api-exception.ts';
import { isUuid } from '../common/ids.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { AvailabilityBlocksRepository } from './availability-blocks.repository.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { CalendarSyncRequests } from './calendar-sync-requests.service.ts';
import { toFeedResponse } from './villa-calendar-status.ts';
import { VillaFeed } from './villa-feed.entity.ts';
import { VillaFeedsRepository } from './villa-feeds.repository.ts';

/** The label a feed saved through the spec's airbnbIcalUrl gets. */
const AIRBNB_LINK_LABEL = 'Airbnb';

/**
 * A villa's inbound feeds as staff manage them: listed with their health, added, edited, removed
 * and synced one by one; and the outbound feed's token, rotated. Each feed has its own schedule.
 */
@Injectable()
export class VillaFeedsService {
  constructor(
    private readonly em: EntityManager,
    private readonly villas: VillasService,
    private readonly feeds: VillaFeedsRepository,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly schedules: CalendarSchedules,
    private readonly requests: CalendarSyncRequests,
    private readonly realtime: RealtimeService,
    private readonly journal: BackOfficeJournal,
  ) {}

  async list(slug: string): Promise<VillaFeedResponse[]> {
    await this.villas.getBySlug(slug);
    const now = new Date();
    return (await this.feeds.health({ villaSlug: slug })).map((row) => toFeedResponse(row, now));
  }

  /** Adds a feed; it takes over what a removed feed of its channel left (its first pull reconciles them). */
  async create(slug: string, body: CreateVillaFeedBody): Promise<VillaFeedResponse> {
    const feed = await this.em.fork().transactional(async (tx) => {
      const villa = await tx.findOne(Villa, { slug });
      if (!villa) throw new ApiException(404, 'booking.villaNotFound', { slug });
      const created = new VillaFeed(villa, body.label, body.channel, body.url);
      await tx.persist(created).flush();
      await this.blocks.adoptOrphans(slug, created);
      return created;
    });
    await this.schedules.schedule({ villaSlug: slug, feedId: feed.id });
    await this.changed(slug);
    return this.get(slug, feed.id);
  }

  /** A new URL starts over with a full download; a new channel moves the feed's blocks with it. */
  async update(slug: string, id: string, body: UpdateVillaFeedSettingsBody): Promise<VillaFeedResponse> {
    const channelChanged = await this.em.fork().transactional(async (tx) => {
      const feed = await this.find(tx, slug, id, { lock: true });
      if (body.label !== undefined) feed.label = body.label;
      if (body.url !== undefined && body.url !== feed.url) {
        feed.url = body.url;
        // The validators belong to the old URL.
        feed.etag = null;
        feed.lastModified = null;
        feed.digest = null;
      }
      const moved = body.channel !== undefined && body.channel !== feed.channel;
      if (moved) {
        feed.channel = body.channel!;
        await this.blocks.setFeedSource(feed.id, feed.channel);
      }
      await tx.flush();
      return moved;
    });
    await this.changed(slug);
    if (channelChanged) await this.realtime.toSyncWatchers('availability.changed', { villaSlug: slug });
    return this.get(slug, id);
  }

  /** Removes a feed and its schedule; what it imported stays on the calendar (nothing is lost), and its runs stay in the history. */
  async remove(slug: string, id: string): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      tx.remove(await this.find(tx, slug, id, { lock: true }));
      await tx.flush();
    });
    await this.schedules.unschedule(id);
    await this.changed(slug);
  }

  /** Pulls one feed now (joining a pull already running). */
  async sync(slug: string, id: string): Promise<SyncResultResponse> {
    const feed = await this.find(this.em.fork(), slug, id);
    return this.requests.sync({ villaSlug: slug, feedId: feed.id });
  }

  /**
   * The spec's airbnbIcalUrl: sets the URL of the villa's first Airbnb feed (adding one when it
   * has none), or removes that feed when null.
   */
  async setAirbnbLink(slug: string, url: string | null): Promise<void> {
    await this.villas.getBySlug(slug);
    const current = await this.airbnbFeed(slug);
    if (url === null) {
      if (current) await this.remove(slug, current.id);
    } else if (!current) {
      await this.create(slug, { label: AIRBNB_LINK_LABEL, channel: 'airbnb', url });
    } else if (current.url !== url) {
      await this.update(slug, current.id, { url });
    } else {
      await this.schedules.schedule({ villaSlug: slug, feedId: current.id });
    }
  }

  /** The spec's sync-airbnb: pulls the villa's first Airbnb feed. */
  async syncAirbnb(slug: string): Promise<SyncResultResponse> {
    const villa = await this.villas.getBySlug(slug);
    const feed = await this.airbnbFeed(slug);
    if (!feed) throw new ApiException(409, 'ical.noLink', { villa: villa.name });
    return this.requests.sync({ villaSlug: slug, feedId: feed.id });
  }

  /**
   * A new outbound token: the old address answers 404 from now on (a leaked link is shut). The
   * link is a key to the villa's calendar, so who changed it goes in the access panel's activity log.
   */
  async rotateOutboundToken(slug: string, actor: Actor): Promise<OutboundFeedTokenResponse> {
    return this.journal.change('access', async (tx) => {
      const villa = await tx.findOne(Villa, { slug });
      if (!villa) throw new ApiException(404, 'booking.villaNotFound', { slug });
      villa.outboundFeedToken = randomBytes(24).toString('base64url');
      this.journal.log(tx, 'access', actor, {
        action: 'outbound.rotated',
        message: `Made a new outbound calendar link for ${villa.name}; the old one no longer works`,
        details: { villa: villa.name, villaSlug: slug },
      });
      await tx.flush();
      return { outboundFeedToken: villa.outboundFeedToken };
    });
  }

  private airbnbFeed(slug: string): Promise<VillaFeed | null> {
    return this.em.fork().findOne(VillaFeed, { villa: { slug }, channel: 'airbnb' }, { orderBy: { createdAt: 'asc', id: 'asc' } });
  }

  private async get(slug: string, id: string): Promise<VillaFeedResponse> {
    const [row] = await this.feeds.health({ feedId: id });
    if (!row || row.villaSlug !== slug) throw new ApiException(404, 'ical.feedNotFound', { id });
    return toFeedResponse(row, new Date());
  }

  private async find(em: EntityManager, slug: string, id: string, options: { lock?: boolean } = {}): Promise<VillaFeed> {
    const feed = isUuid(id)
      ? await em.findOne(VillaFeed, { id: id.toLowerCase(), villa: { slug } }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {})
      : null;
    if (!feed) {
      await this.villas.getBySlug(slug);
      throw new ApiException(404, 'ical.feedNotFound', { id });
    }
    return feed;
  }

  /** Staff watching calendars reload the villa's feeds; visitors' villa list says whether an Airbnb feed is linked. */
  private changed(slug: string): Promise<void> {
    void this.realtime.toSyncWatchers('feeds.changed', { villaSlug: slug });
    return this.realtime.publicDataChanged();
  }
}
