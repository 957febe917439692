import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type {
  PricingResponse,
  RateOverrideBody,
  RateOverrideResponse,
  SeasonBody,
  SeasonResponse,
  UndoResponse,
  VillaPricingBody,
  VillaPricingResponse,
} from '@prana/contracts';
import { ACTIVITY_LOG_LIMITS, minimumStayProblem, nightlyRateProblem, requiredText, seasonProblem, todayInBali, type SeasonProblem } from '@prana/domain';
import { BackOfficeJournal, type Actor } from '../../journal/back-office-journal.service.ts';
import { createdImage, imageOf, type RowCodec } from '../../journal/row-codec.ts';
import { ApiException, checked } from '../../common/api-exception.ts';
import { RealtimeService } from '../../realtime/realtime.service.ts';
import { PricingRepository, type RateOverrideRow, type SeasonRow, type VillaPricingRow } from '../../catalogue/pricing.repository.ts';
import { rateOverrideCodec, seasonCodec, villaPricingCodec, type VillaPricingImage } from './pricing-codecs.ts';

const toVillaResponse = (villa: VillaPricingRow): VillaPricingResponse => ({ ...villa });
const toSeasonResponse = (season: SeasonRow): SeasonResponse => ({ ...season });
const toOverrideResponse = (override: RateOverrideRow): RateOverrideResponse => ({ ...override });

const SEASON_KEYS = ['name', 'firstNight', 'lastNight', 'ratePercent', 'minStayNights'] as const satisfies readonly (keyof SeasonRow)[];

function checkedRate(rate: number, field: string): number {
  if (nightlyRateProblem(rate)) throw ApiException.field(field, 'pricing.rate');
  return rate;
}

function checkedMinimumStay(nights: number, field: string): number {
  if (minimumStayProblem(nights)) throw ApiException.field(field, 'pricing.minimumStay');
  return nights;
}

function refusal(problem: SeasonProblem): ApiException {
  return problem.code === 'pricing.seasonOverlap'
    ? ApiException.field(problem.field, problem.code, { season: problem.season })
    : ApiException.field(problem.field, problem.code);
}

/**
 * Master's nightly pricing panel: villas' base rates and minimum stays, the group's seasons and
 * single-date overrides, each change through the journal (activity log, undo). After each commit
 * every api process drops its cached public answers, so the next search, quote or booking is
 * priced by the change.
 */
@Injectable()
export class NightlyPricingService {
  private readonly villaCodec: RowCodec<VillaPricingImage>;
  private readonly seasonCodec: RowCodec<SeasonRow>;
  private readonly overrideCodec: RowCodec<RateOverrideRow>;

  constructor(
    private readonly pricing: PricingRepository,
    private readonly journal: BackOfficeJournal,
    private readonly realtime: RealtimeService,
  ) {
    this.villaCodec = villaPricingCodec(pricing);
    this.seasonCodec = seasonCodec(pricing);
    this.overrideCodec = rateOverrideCodec(pricing);
  }

  /** The villas, every season, and the overrides from today (Bali) on. */
  async read(reader: Actor, now = new Date()): Promise<PricingResponse> {
    const [villas, seasons, overrides] = await Promise.all([this.pricing.villas(), this.pricing.seasons(), this.pricing.overrides(todayInBali(now))]);
    return {
      villas: villas.map(toVillaResponse),
      seasons: seasons.map(toSeasonResponse),
      overrides: overrides.map(toOverrideResponse),
      activity: await this.journal.activity('pricing', ACTIVITY_LOG_LIMITS.pricing),
      ...(await this.journal.undoState('pricing', reader)),
    };
  }

  async setVillaPricing(slug: string, body: VillaPricingBody, actor: Actor): Promise<VillaPricingResponse> {
    const baseRate = checkedRate(body.baseRate, 'baseRate');
    const minStayNights = checkedMinimumStay(body.minStayNights, 'minStayNights');
    return this.changed(async () => {
      const before = await this.pricing.villa(slug);
      if (!before) throw new ApiException('booking.villaNotFound', { slug });
      if (before.baseRate === baseRate && before.minStayNights === minStayNights) return toVillaResponse(before);
      const image = imageOf(this.villaCodec, { ...before, id: slug });
      await this.pricing.setVillaPricing(slug, baseRate, minStayNights);
      await this.journal.record('pricing', actor, {
        action: 'rate.changed',
        message: `Set ${before.name} to IDR ${baseRate} a night, at least ${minStayNights} nights`,
        details: { villa: before.name, baseRate, minStay: minStayNights },
      }, [image]);
      return toVillaResponse({ ...before, baseRate, minStayNights });
    });
  }

  async addSeason(body: SeasonBody, actor: Actor): Promise<SeasonResponse> {
    const draft = { ...body, name: checked(requiredText(body.name, 'name', 'name')) };
    return this.changed(async () => {
      const problem = seasonProblem(draft, await this.pricing.seasons());
      if (problem) throw refusal(problem);
      const season: SeasonRow = { id: randomUUID(), ...draft };
      await this.pricing.insertSeason(season);
      await this.journal.record('pricing', actor, seasonLog('season.added', 'Added season', season), [createdImage('pricing-season', season.id)]);
      return toSeasonResponse(season);
    });
  }

  async editSeason(id: string, body: SeasonBody, actor: Actor): Promise<SeasonResponse> {
    const draft = { ...body, name: checked(requiredText(body.name, 'name', 'name')) };
    return this.changed(async () => {
      const seasons = await this.pricing.seasons();
      const before = seasons.find((season) => season.id === id);
      if (!before) throw new ApiException('backOffice.notFound', { what: 'season' });
      const problem = seasonProblem(draft, seasons.filter((season) => season.id !== id));
      if (problem) throw refusal(problem);
      const season: SeasonRow = { id, ...draft };
      if (SEASON_KEYS.every((key) => season[key] === before[key])) return toSeasonResponse(before);
      const image = imageOf(this.seasonCodec, before);
      await this.pricing.updateSeason(season);
      await this.journal.record('pricing', actor, seasonLog('season.edited', 'Edited season', season), [image]);
      return toSeasonResponse(season);
    });
  }

  async removeSeason(id: string, actor: Actor): Promise<void> {
    await this.changed(async () => {
      const before = await this.pricing.season(id);
      if (!before) throw new ApiException('backOffice.notFound', { what: 'season' });
      const image = imageOf(this.seasonCodec, before);
      await this.pricing.removeSeason(id);
      await this.journal.record('pricing', actor, seasonLog('season.removed', 'Removed season', before), [image]);
    });
  }

  /** Sets one villa's rate for one night: a new override, or a new rate for that night's. */
  async setOverride(body: RateOverrideBody, actor: Actor): Promise<RateOverrideResponse> {
    const rate = checkedRate(body.rate, 'rate');
    return this.changed(async () => {
      const villa = await this.pricing.villa(body.villaSlug);
      if (!villa) throw ApiException.field('villaSlug', 'booking.villaNotFound', { slug: body.villaSlug });
      const before = await this.pricing.overrideOn(villa.slug, body.night);
      if (before?.rate === rate) return toOverrideResponse(before);
      const override: RateOverrideRow = { id: before?.id ?? randomUUID(), villaSlug: villa.slug, night: body.night, rate };
      if (before) await this.pricing.setOverrideRate(before.id, rate);
      else await this.pricing.insertOverride(override);
      await this.journal.record('pricing', actor, {
        action: 'override.set',
        message: `Set ${villa.name} to IDR ${rate} on ${body.night}`,
        details: { villa: villa.name, night: body.night, rate },
        subjectId: override.id,
      }, [before ? imageOf(this.overrideCodec, before) : createdImage('rate-override', override.id)]);
      return toOverrideResponse(override);
    });
  }

  async removeOverride(id: string, actor: Actor): Promise<void> {
    await this.changed(async () => {
      const before = await this.pricing.override(id);
      if (!before) throw new ApiException('backOffice.notFound', { what: 'rate override' });
      const villa = await this.pricing.villa(before.villaSlug);
      const image = imageOf(this.overrideCodec, before);
      await this.pricing.removeOverride(id);
      await this.journal.record('pricing', actor, {
        action: 'override.removed',
        message: `Removed the rate of ${villa?.name ?? before.villaSlug} on ${before.night}`,
        details: { villa: villa?.name ?? before.villaSlug, night: before.night },
        subjectId: id,
      }, [image]);
    });
  }

  async undo(actor: Actor): Promise<UndoResponse> {
    const undone = await this.journal.undo('pricing', actor, {
      message: 'Reverted pricing change',
      codecs: [this.villaCodec, this.seasonCodec, this.overrideCodec],
    });
    await this.realtime.publicDataChanged();
    return undone;
  }

  /** One journal change of the panel; once committed, every process drops its cached public answers. */
  private async changed<T>(work: () => Promise<T>): Promise<T> {
    const result = await this.journal.change('pricing', work);
    await this.realtime.publicDataChanged();
    return result;
  }
}

function seasonLog(action: 'season.added' | 'season.edited' | 'season.removed', verb: string, season: SeasonRow) {
  return {
    action,
    message: `${verb} ${season.name} (${season.firstNight} to ${season.lastNight}, ${season.ratePercent}% of base)`,
    details: { season: season.name, from: season.firstNight, to: season.lastNight, percent: season.ratePercent },
    subjectId: season.id,
  };
}
