import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { VillaResponse } from '@prana/contracts';
import { Villa } from './villa.entity.ts';

/** The inbound feed URL is write-only: only whether one is stored leaves the server. */
export function toVillaResponse(villa: Villa, options: { revealFeedToken: boolean }): VillaResponse {
  return {
    slug: villa.slug,
    name: villa.name,
    site: villa.site?.name ?? null,
    siteId: villa.site?.id ?? null,
    status: villa.status,
    hasAirbnbFeed: villa.airbnbIcalUrl !== null,
    outboundFeedConfigured: villa.outboundFeedToken !== null,
    outboundFeedToken: options.revealFeedToken ? villa.outboundFeedToken : null,
    maxGuests: villa.maxGuests,
  };
}

@Injectable()
export class VillasService {
  constructor(private readonly em: EntityManager) {}

  /** Sorted by site then name, as every villa list shows them; unassigned villas last. */
  async list(options: { revealFeedTokens: boolean }): Promise<VillaResponse[]> {
    const villas = await this.em.find(
      Villa,
      {},
      { populate: ['site'], orderBy: [{ site: { name: 'asc nulls last' } }, { name: 'asc' }] },
    );
    return villas.map((villa) => toVillaResponse(villa, { revealFeedToken: options.revealFeedTokens }));
  }

  async getBySlug(slug: string): Promise<Villa> {
    const villa = await this.em.findOne(Villa, { slug }, { populate: ['site'] });
    if (!villa) throw new NotFoundException(`No villa with slug "${slug}".`);
    return villa;
  }
}
