import { Injectable } from '@nestjs/common';
import type {
  OfferingDraftBody,
  OfferingResponse,
  OfferingSectionSummary,
  OfferingsPublishedResponse,
  OfferingsResponse,
  PublishedOfferingsResponse,
  UndoResponse,
} from '@prana/contracts';
import { publishedCatalogue, type PublishedCatalogue } from '@prana/catalogue';
import {
  ACTIVITY_LOG_LIMITS,
  OFFERING_LIMITS,
  OFFERING_SECTIONS,
  isPricedSection,
  requiredText,
  sameOfferingContent,
  type OfferingContent,
  type OfferingSection,
} from '@prana/domain';
import { ApiException, checked } from '../common/api-exception.ts';
import { BackOfficeJournal, type Actor } from '../journal/back-office-journal.service.ts';
import { imageOf, type RowCodec } from '../journal/row-codec.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { offeringCodec } from './offering-codec.ts';
import { OfferingsRepository, type OfferingRow } from './offerings.repository.ts';

function toResponse(row: OfferingRow): OfferingResponse {
  return {
    id: row.id,
    section: row.section,
    key: row.key,
    published: row.published,
    publishedAt: row.publishedAt,
    publishedBy: row.publishedBy,
    draft: row.draft,
    draftUpdatedAt: row.draftUpdatedAt,
    draftBy: row.draftBy,
  };
}

function summaries(rows: readonly OfferingRow[]): OfferingSectionSummary[] {
  return OFFERING_SECTIONS.map((section) => {
    const items = rows.filter((row) => row.section === section);
    return { section, items: items.length, paused: items.filter((row) => row.published.paused).length, drafts: items.filter((row) => row.draft !== null).length };
  });
}

/** The latest publication by a person (the migration's seed has no publisher and is no publication). */
function lastPublication(rows: readonly OfferingRow[]): OfferingsResponse['lastPublication'] {
  const latest = rows.filter((row) => row.publishedBy !== null).sort((a, b) => b.publishedAt.localeCompare(a.publishedAt))[0];
  return latest ? { at: latest.publishedAt, by: latest.publishedBy } : null;
}

/**
 * A draft's texts trimmed, each blank one refused with its field named; a price in a section that
 * charges (whole rupiah, 1 to the limit) and none in one that does not.
 */
function checkedContent(section: OfferingSection, body: OfferingDraftBody): OfferingContent {
  const content = {
    nameEn: checked(requiredText(body.nameEn, 'nameEn', 'nameEn')),
    nameId: checked(requiredText(body.nameId, 'nameId', 'nameId')),
    descriptionEn: checked(requiredText(body.descriptionEn, 'descriptionEn', 'descriptionEn')),
    descriptionId: checked(requiredText(body.descriptionId, 'descriptionId', 'descriptionId')),
    price: body.price,
    paused: body.paused,
  };
  if (!isPricedSection(section)) {
    if (body.price !== null) throw ApiException.invalid({ code: 'offering.noPrice' }, { price: { code: 'offering.noPrice' } });
    return content;
  }
  const price = body.price;
  if (price === null || !Number.isSafeInteger(price) || price < 1 || price > OFFERING_LIMITS.price) {
    const error = { code: 'offering.priceRequired' as const, params: { max: OFFERING_LIMITS.price } };
    throw ApiException.invalid(error, { price: error });
  }
  return content;
}

/**
 * The guest service catalogue: a manager (or master) drafts changes to an item's texts, price and
 * pause; master publishes every waiting draft at once. Guests read, and requests are priced from,
 * what is published only. Both go through the journal, with the activity log and undo.
 */
@Injectable()
export class OfferingsService {
  private readonly codec: RowCodec<OfferingRow>;

  constructor(
    private readonly offerings: OfferingsRepository,
    private readonly journal: BackOfficeJournal,
    private readonly realtime: RealtimeService,
  ) {
    this.codec = offeringCodec(offerings);
  }

  async list(reader: Actor): Promise<OfferingsResponse> {
    const rows = await this.offerings.list();
    return {
      items: rows.map(toResponse),
      sections: summaries(rows),
      lastPublication: lastPublication(rows),
      activity: await this.journal.activity('offerings', ACTIVITY_LOG_LIMITS.offerings),
      ...(await this.journal.undoState('offerings', reader)),
    };
  }

  /** What the companion shows: every published item, paused ones marked. */
  async published(): Promise<PublishedOfferingsResponse> {
    return { items: await this.offerings.published(), publishedAt: await this.offerings.lastPublishedAt() };
  }

  /** The published catalogue of the given sections (or all), for pricing and checking a request. */
  async catalogue(sections?: readonly OfferingSection[]): Promise<PublishedCatalogue> {
    // A request that refers to no item (a plain concierge note) costs no read.
    return publishedCatalogue(sections?.length === 0 ? [] : await this.offerings.published(sections));
  }

  /** Writes the item's draft; a draft that says what is published already is no draft (it is cleared). */
  async saveDraft(id: string, body: OfferingDraftBody, actor: Actor): Promise<OfferingResponse> {
    return this.journal.change('offerings', async () => {
      const before = await this.find(id);
      const content = checkedContent(before.section, body);
      const draft = sameOfferingContent(content, before.published) ? null : content;
      if (before.draft === null ? draft === null : draft !== null && sameOfferingContent(draft, before.draft)) return toResponse(before);
      const image = imageOf(this.codec, before);
      const at = new Date().toISOString();
      await this.offerings.saveDraft(id, draft === null ? { content: null, at: null, by: null } : { content: draft, at, by: actor.name });
      await this.journal.record('offerings', actor, {
        action: draft === null ? 'offering.draftCleared' : 'offering.drafted',
        message: `${draft === null ? 'Cleared the draft of' : 'Drafted a change to'} ${before.published.nameEn}`,
        details: { name: before.published.nameEn, section: before.section },
        subjectId: id,
      }, [image]);
      return toResponse({ ...before, draft, draftUpdatedAt: draft && at, draftBy: draft && actor.name });
    });
  }

  /**
   * Every waiting draft goes live at once; 409 when none waits. Once committed, every process drops
   * what it drew from the published catalogue (the extras menu).
   */
  async publish(actor: Actor): Promise<OfferingsPublishedResponse> {
    const done = await this.journal.change('offerings', async () => {
      const waiting = (await this.offerings.list()).filter((row) => row.draft !== null);
      if (waiting.length === 0) throw new ApiException('offering.nothingToPublish');
      const at = new Date().toISOString();
      const published = await this.offerings.publishDrafts(at, actor.name);
      await this.journal.record('offerings', actor, {
        action: 'offering.published',
        message: `Published ${published.length} catalogue change${published.length === 1 ? '' : 's'}`,
        details: { count: published.length },
      }, waiting.filter((row) => published.includes(row.id)).map((row) => imageOf(this.codec, row)));
      return { published: published.length, publishedAt: at };
    });
    await this.realtime.publicDataChanged();
    return done;
  }

  /** An undo may take a publication back: what was drawn from it is dropped too. */
  async undo(actor: Actor): Promise<UndoResponse> {
    const undone = await this.journal.undo('offerings', actor, { message: 'Reverted catalogue change', codecs: [this.codec] });
    await this.realtime.publicDataChanged();
    return undone;
  }

  private async find(id: string): Promise<OfferingRow> {
    const row = await this.offerings.find(id);
    if (!row) throw new ApiException('backOffice.notFound', { what: 'catalogue item' });
    return row;
  }
}
