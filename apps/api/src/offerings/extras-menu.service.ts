import { Injectable } from '@nestjs/common';
import type { Lang } from '@prana/domain';
import { ProcessCache } from '../common/process-cache.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { EXTRAS_MENU_SECTIONS, extrasMenuPdf } from './extras-menu-pdf.ts';
import { OfferingsService } from './offerings.service.ts';

/** A safety net for a change no event announced: no menu is older than this. */
const MAX_AGE_MS = 10 * 60_000;

/**
 * The in-villa extras menu as a PDF per language, drawn from what master published. Each api
 * process keeps its drawn copies; every process drops them when a publication (or its undo)
 * announces a public change through RealtimeService, so the next reader gets the new prices.
 */
@Injectable()
export class ExtrasMenuService {
  private readonly menus = new ProcessCache<Buffer>(MAX_AGE_MS, 2);

  constructor(
    private readonly offerings: OfferingsService,
    realtime: RealtimeService,
  ) {
    realtime.onPublicDataChanged(() => this.menus.clear());
  }

  pdf(lang: Lang): Promise<Buffer> {
    return this.menus.getOrCompute(lang, async () => extrasMenuPdf(lang, await this.offerings.catalogue(EXTRAS_MENU_SECTIONS)));
  }
}
