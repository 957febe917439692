import { TurnoverSync } from './turnover-sync.service.ts';
import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type {
  CreateVillaFeedBody,
  OutboundFeedTokenResponse,
  SyncResultResponse,
  UpdateVillaFeedSettingsBody,
  VillaFeedResponse,
} from '@prana/contracts';
import { BackOfficeJournal, type Actor } from '../journal/back-office-journal.service.ts';
import { VillasService } from '../catalogue/villas.service.ts';
import { VillasRepository } from '../catalogue/villas.repository.ts';
import { Transactions } from '../database/transactions.ts';
import { ApiException } from '../common/api-exception.ts';
import { isUuid } from '../common/ids.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { AvailabilityBlocksRepository } from './availability-blocks.repository.ts';
import { CalendarSchedules } from './calendar-schedules.service.ts';
import { CalendarSyncRequests } from './calendar-sync-requests.service.ts';
import { toFeedResponse } from './villa-calendar-status.ts';
import { VillaFeedsRepository, type FeedRow } from './villa-feeds.repository.ts';
import { feedAddressGuard } from './feed-fetcher.ts';
import type { AddressGuard } from '../common/address-guard.ts';
import { APP_CONFIG } from '../config/config.module.ts';
import type { AppConfig } from '../config/app-config.ts';

/** Feeds one villa may have: each is pulled every ICAL_PULL_MINUTES, and no villa lists on more channels. */
export const MAX_FEEDS_PER_VILLA = 10;

/** The label a feed saved through a villa's airbnbIcalUrl gets. */
const AIRBNB_LINK_LABEL = 'Airbnb';

/**
 * A villa's inbound feeds as staff manage them: listed with their health, added, edited, removed
 * and synced one by one; and the outbound feed's token, rotated. Each feed has its own schedule.
 */
@Injectable()
export class VillaFeedsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly villas: VillasService,
    private readonly villaRows: VillasRepository,
    private readonly feeds: VillaFeedsRepository,
    private readonly blocks: AvailabilityBlocksRepository,
    private readonly schedules: CalendarSchedules,
    private readonly requests: CalendarSyncRequests,
    private readonly realtime: RealtimeService,
    private readonly journal: BackOfficeJournal,
    private readonly turnovers: TurnoverSync,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.guard = feedAddressGuard(config.ical.allowedHosts);
  }

  private readonly guard: AddressGuard;

  async list(slug: string): Promise<VillaFeedResponse[]> {
    await this.villas.getBySlug(slug);
    const now = new Date();
    return (await this.feeds.health({ villaSlug: slug })).map((row) => toFeedResponse(row, now));
  }

  /**
   * Adds a feed, at most MAX_FEEDS_PER_VILLA per villa (the villa row is locked while they are
   * counted, so parallel adds cannot pass the cap together). It starts with no blocks: each block
   * belongs to exactly one feed.
   */
  async create(slug: string, body: CreateVillaFeedBody): Promise<VillaFeedResponse> {
    await this.refusePrivateUrl(body.url);
    const feedId = await this.transactions.run(async () => {
      if (!(await this.villaRows.lock(slug))) throw new ApiException('booking.villaNotFound', { slug });
      if ((await this.feeds.countOfVilla(slug)) >= MAX_FEEDS_PER_VILLA) throw new ApiException('ical.tooManyFeeds', { max: MAX_FEEDS_PER_VILLA });
      return this.feeds.insert(slug, { label: body.label, channel: body.channel, url: body.url }, new Date());
    });
    await this.schedules.schedule({ villaSlug: slug, feedId });
    await this.changed(slug);
    return this.get(slug, feedId);
  }

  /** A new URL starts over with a full download; a new channel moves the feed's blocks with it. */
  async update(slug: string, id: string, body: UpdateVillaFeedSettingsBody): Promise<VillaFeedResponse> {
    if (body.url !== undefined) await this.refusePrivateUrl(body.url);
    const channelChanged = await this.transactions.run(async () => {
      const feed = await this.find(slug, id, { lock: true });
      const moved = body.channel !== undefined && body.channel !== feed.channel;
      await this.feeds.update(
        feed.id,
        {
          label: body.label,
          // An unchanged URL keeps its validators.
          url: body.url !== undefined && body.url !== feed.url ? body.url : undefined,
          channel: moved ? body.channel : undefined,
        },
        new Date(),
      );
      if (moved) await this.blocks.setFeedSource(feed.id, body.channel!);
      return moved;
    });
    await this.changed(slug);
    if (channelChanged) await this.realtime.toSyncWatchers('availability.changed', { villaSlug: slug });
    return this.get(slug, id);
  }

  /**
   * Removes a feed and its schedule, and releases its dates: its active blocks are cancelled with the
   * reason "feed removed" (a feed added later starts with none of them), which the access panel's
   * activity log records. Its runs stay in the history.
   */
  async remove(slug: string, id: string, actor: Actor): Promise<void> {
    // The journal's change is the transaction: the feed's rows and the log line commit together.
    const turnovers = await this.journal.change('access', async () => {
      const feed = await this.find(slug, id, { lock: true });
      const released = await this.blocks.releaseFeed(feed.id, actor.name, new Date());
      await this.journal.log('access', actor, {
        action: 'feed.removed',
        message: `Removed the calendar feed ${feed.label} of ${feed.villaName}; ${released} imported stays released`,
        details: { feed: feed.label, villa: feed.villaName, villaSlug: slug, released },
      });
      await this.feeds.delete(feed.id);
      return this.turnovers.reconcile(slug);
    });
    await this.turnovers.settle(turnovers);
    await this.schedules.unschedule(id);
    await this.changed(slug);
    await this.realtime.toSyncWatchers('availability.changed', { villaSlug: slug });
  }

  /** Pulls one feed now (joining a pull already running). */
  async sync(slug: string, id: string): Promise<SyncResultResponse> {
    const feed = await this.find(slug, id);
    return this.requests.sync({ villaSlug: slug, feedId: feed.id });
  }

  /**
   * A villa's airbnbIcalUrl: sets the URL of the villa's first Airbnb feed (adding one when it
   * has none), or removes that feed when null.
   */
  async setAirbnbLink(slug: string, url: string | null, actor: Actor): Promise<void> {
    await this.villas.getBySlug(slug);
    if (url !== null) await this.refusePrivateUrl(url, 'airbnbIcalUrl');
    const current = await this.airbnbFeed(slug);
    if (url === null) {
      if (current) await this.remove(slug, current.id, actor);
    } else if (!current) {
      await this.create(slug, { label: AIRBNB_LINK_LABEL, channel: 'airbnb', url });
    } else if (current.url !== url) {
      await this.update(slug, current.id, { url });
    } else {
      await this.schedules.schedule({ villaSlug: slug, feedId: current.id });
    }
  }

  /** POST /api/villas/{slug}/sync-airbnb: pulls the villa's first Airbnb feed. */
  async syncAirbnb(slug: string): Promise<SyncResultResponse> {
    const villa = await this.villas.getBySlug(slug);
    const feed = await this.airbnbFeed(slug);
    if (!feed) throw new ApiException('ical.noLink', { villa: villa.name });
    return this.requests.sync({ villaSlug: slug, feedId: feed.id });
  }

  /**
   * A new outbound token: the old address answers 404 from now on (a leaked link is shut). The
   * link is a key to the villa's calendar, so who changed it goes in the access panel's activity log.
   */
  async rotateOutboundToken(slug: string, actor: Actor): Promise<OutboundFeedTokenResponse> {
    return this.journal.change('access', async () => {
      const villa = await this.villaRows.lock(slug);
      if (!villa) throw new ApiException('booking.villaNotFound', { slug });
      const outboundFeedToken = randomBytes(24).toString('base64url');
      await this.villaRows.setOutboundFeedToken(slug, outboundFeedToken);
      await this.journal.log('access', actor, {
        action: 'outbound.rotated',
        message: `Made a new outbound calendar link for ${villa.name}; the old one no longer works`,
        details: { villa: villa.name, villaSlug: slug },
      });
      return { outboundFeedToken };
    });
  }

  /** A feed URL is checked by the fetcher's address guard where it is entered (`field` of the body), not only when pulled. */
  private async refusePrivateUrl(url: string, field = 'url'): Promise<void> {
    if (await this.guard.check(new URL(url))) throw ApiException.field(field, 'sync.privateAddress');
  }

  private airbnbFeed(slug: string): Promise<{ id: string; url: string } | undefined> {
    return this.feeds.firstOfChannel(slug, 'airbnb');
  }

  private async get(slug: string, id: string): Promise<VillaFeedResponse> {
    const [row] = await this.feeds.health({ feedId: id });
    if (!row || row.villaSlug !== slug) throw new ApiException('ical.feedNotFound', { id });
    return toFeedResponse(row, new Date());
  }

  private async find(slug: string, id: string, options: { lock?: boolean } = {}): Promise<FeedRow> {
    const feed = isUuid(id) ? await this.feeds.ofVilla(slug, id.toLowerCase(), options) : undefined;
    if (!feed) {
      await this.villas.getBySlug(slug);
      throw new ApiException('ical.feedNotFound', { id });
    }
    return feed;
  }

  /** Staff watching calendars reload the villa's feeds; visitors' villa list says whether an Airbnb feed is linked. */
  private changed(slug: string): Promise<void> {
    void this.realtime.toSyncWatchers('feeds.changed', { villaSlug: slug });
    return this.realtime.publicDataChanged();
  }
}
