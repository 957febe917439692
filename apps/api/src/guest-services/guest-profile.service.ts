import { Injectable } from '@nestjs/common';
import { VILLA_SUMMARIES } from '@prana/catalogue';
import type { GuestProfileResponse, NotificationPreferencesBody, NotificationPreferencesResponse } from '@prana/contracts';
import { loyaltyDiscountRate, loyaltyTier, stayNights, stayStatus, todayInBali, type LoyaltyTier } from '@prana/domain';
import { RealtimeService } from '../realtime/realtime.service.ts';
import { GuestAccountsRepository, type PreferencesRow } from './guest-accounts.repository.ts';
import { ApiException } from '../common/api-exception.ts';

export interface Loyalty {
  stayCount: number;
  tier: LoyaltyTier;
  rate: number;
}

@Injectable()
export class GuestProfileService {
  constructor(
    private readonly accounts: GuestAccountsRepository,
    private readonly realtime: RealtimeService,
  ) {}

  /**
   * Stays of this guest so far, this one included: confirmed bookings under the same email (or,
   * without one, the same full name) that began on or before this one. Gold above one stay.
   */
  async loyaltyOf(bookingId: string): Promise<Loyalty> {
    const stayCount = Math.max(1, await this.accounts.stays(bookingId));
    const tier = loyaltyTier(stayCount);
    return { stayCount, tier, rate: loyaltyDiscountRate(tier) };
  }

  async profile(bookingId: string, now = new Date()): Promise<GuestProfileResponse> {
    const booking = await this.accounts.profile(bookingId);
    if (!booking) throw new Error(`Booking ${bookingId} not found.`);
    const today = todayInBali(now);
    const [loyalty, arrival] = await Promise.all([
      this.loyaltyOf(bookingId),
      // Only the arrival day shows the villa being prepared.
      booking.checkIn === today ? this.accounts.arrivalTurnoverState(bookingId) : null,
    ]);
    const villa = booking.villa;
    return {
      bookingId: booking.bookingId,
      bookingCode: booking.code,
      lastName: booking.lastName,
      guestName: booking.guestName,
      villa: { slug: villa.slug, name: villa.name, siteId: villa.siteId, siteName: villa.siteName },
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      nights: stayNights(booking.checkIn, booking.checkOut),
      stayStatus: stayStatus(booking.checkIn, booking.checkOut, today),
      party: { adults: booking.adults, children: booking.children, infants: booking.infants },
      stayCount: loyalty.stayCount,
      loyaltyTier: loyalty.tier,
      loyaltyDiscount: loyalty.rate,
      selectedVillaId: booking.preferences?.selectedVillaId ?? villa.siteId ?? VILLA_SUMMARIES[0]!.id,
      preferences: toPreferences(booking.preferences),
      villaReadiness: arrival === null ? null : arrival === 'ready' ? 'ready' : 'preparing',
    };
  }

  /** Selecting a villa collection on the overview is stored with the booking. */
  async selectVilla(bookingId: string, selectedVillaId: string): Promise<GuestProfileResponse> {
    if (!VILLA_SUMMARIES.some((summary) => summary.id === selectedVillaId)) {
      throw new ApiException('profile.collection');
    }
    await this.accounts.changePreferences(bookingId, { selectedVillaId });
    return this.publishProfile(bookingId);
  }

  async preferences(bookingId: string): Promise<NotificationPreferencesResponse> {
    return toPreferences(await this.accounts.preferences(bookingId));
  }

  async setPreferences(bookingId: string, body: NotificationPreferencesBody): Promise<NotificationPreferencesResponse> {
    await this.accounts.changePreferences(bookingId, { emailNotifications: body.email, pushNotifications: body.push, language: body.language });
    return (await this.publishProfile(bookingId)).preferences;
  }

  private async publishProfile(bookingId: string): Promise<GuestProfileResponse> {
    const profile = await this.profile(bookingId);
    this.realtime.toBooking(bookingId, 'guest.profile.updated', { profile });
    return profile;
  }
}

function toPreferences(preferences: PreferencesRow | null): NotificationPreferencesResponse {
  return { email: preferences?.emailNotifications ?? true, push: preferences?.pushNotifications ?? false, language: preferences?.language ?? 'en' };
}
