import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { VILLA_SUMMARIES } from '@prana/catalogue';
import type { GuestProfileResponse, NotificationPreferencesBody, NotificationPreferencesResponse } from '@prana/contracts';
import { loyaltyDiscountRate, loyaltyTier, stayNights, stayStatus, todayInBali, type LoyaltyTier } from '@prana/domain';
import { Booking } from '../bookings/booking.entity.ts';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestPreferences } from './guest-preferences.entity.ts';
import { GuestAccountsRepository } from './guest-accounts.repository.ts';
import { ApiException } from '../common/api-exception.ts';

export interface Loyalty {
  stayCount: number;
  tier: LoyaltyTier;
  rate: number;
}

@Injectable()
export class GuestProfileService {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: GuestAccountsRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Stays of this guest so far, this one included: confirmed bookings under the same email (or,
   * without one, the same full name) that began on or before this one. Gold above one stay.
   */
  async loyaltyOf(booking: Booking): Promise<Loyalty> {
    const stayCount = Math.max(1, await this.accounts.staysOf(booking, booking.checkIn));
    const tier = loyaltyTier(stayCount);
    return { stayCount, tier, rate: loyaltyDiscountRate(tier) };
  }

  async profile(bookingId: string, now = new Date()): Promise<GuestProfileResponse> {
    const em = this.em.fork();
    const booking = await em.findOneOrFail(Booking, bookingId, { populate: ['villa.site'] });
    const preferences = await em.findOne(GuestPreferences, { booking: bookingId });
    const loyalty = await this.loyaltyOf(booking);
    const site = booking.villa.site;
    return {
      bookingId: booking.id,
      bookingCode: booking.code,
      lastName: booking.lastName,
      guestName: booking.guestName,
      villa: { slug: booking.villa.slug, name: booking.villa.name, siteId: site?.id ?? null, siteName: site?.name ?? null },
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: stayNights(booking.checkIn, booking.checkOut),
      stayStatus: stayStatus(booking.checkIn, booking.checkOut, todayInBali(now)),
      party: { adults: booking.adults, children: booking.children, infants: booking.infants },
      stayCount: loyalty.stayCount,
      loyaltyTier: loyalty.tier,
      loyaltyDiscount: loyalty.rate,
      selectedVillaId: preferences?.selectedVillaId ?? site?.id ?? VILLA_SUMMARIES[0]!.id,
      preferences: toPreferences(preferences),
    };
  }

  /** Selecting a villa collection on the overview is stored with the booking. */
  async selectVilla(bookingId: string, selectedVillaId: string): Promise<GuestProfileResponse> {
    if (!VILLA_SUMMARIES.some((summary) => summary.id === selectedVillaId)) {
      throw new ApiException('profile.collection');
    }
    await this.updatePreferences(bookingId, (preferences) => {
      preferences.selectedVillaId = selectedVillaId;
    });
    return this.publishProfile(bookingId);
  }

  async preferences(bookingId: string): Promise<NotificationPreferencesResponse> {
    return toPreferences(await this.em.fork().findOne(GuestPreferences, { booking: bookingId }));
  }

  async setPreferences(bookingId: string, body: NotificationPreferencesBody): Promise<NotificationPreferencesResponse> {
    await this.updatePreferences(bookingId, (preferences) => {
      if (body.email !== undefined) preferences.emailNotifications = body.email;
      if (body.push !== undefined) preferences.pushNotifications = body.push;
      if (body.language !== undefined) preferences.language = body.language;
    });
    return (await this.publishProfile(bookingId)).preferences;
  }

  private async updatePreferences(bookingId: string, change: (preferences: GuestPreferences) => void): Promise<void> {
    await this.em.fork().transactional(async (tx) => {
      await this.accounts.ensurePreferences(bookingId);
      const preferences = await tx.findOneOrFail(GuestPreferences, { booking: bookingId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      change(preferences);
    });
  }

  private async publishProfile(bookingId: string): Promise<GuestProfileResponse> {
    const profile = await this.profile(bookingId);
    this.realtime.toBooking(bookingId, 'guest.profile.updated', { profile });
    return profile;
  }
}

function toPreferences(preferences: GuestPreferences | null): NotificationPreferencesResponse {
  return { email: preferences?.emailNotifications ?? true, push: preferences?.pushNotifications ?? false, language: preferences?.language ?? 'en' };
}
