import { z } from 'zod';
import type { StayStatus } from '@prana/domain';
import { zodError } from './errors.ts';
import type { NotificationPreferencesResponse } from './guest-services.ts';
import type { VillaReadiness } from './turnovers.ts';

/** The signed-in guest's profile, built from the real booking. */

export type { StayStatus };

export interface GuestProfileResponse {
  bookingId: string;
  bookingCode: string;
  lastName: string;
  guestName: string;
  villa: { slug: string; name: string; siteId: string | null; siteName: string | null };
  checkIn: string;
  checkOut: string;
  nights: number;
  stayStatus: StayStatus;
  party: { adults: number; children: number; infants: number };
  /** Stays of this guest so far, this one included. */
  stayCount: number;
  loyaltyTier: 'Gold' | 'Explorer';
  /** Extras discount: 0.1 for Gold, else 0. */
  loyaltyDiscount: number;
  /** The villa collection (a site id) chosen on the overview; the booking's site until one is chosen. */
  selectedVillaId: string;
  preferences: NotificationPreferencesResponse;
  /**
   * On the arrival day only: the villa being prepared by housekeeping, or ready; null on any other
   * day, or when no turnover prepares for this stay (the villa stood empty before).
   */
  villaReadiness: VillaReadiness | null;
}

/** PATCH /api/guest/profile: select a villa collection. */
export const guestProfileBody = z.strictObject({
  selectedVillaId: z
    .string(zodError('profile.collection'))
    .regex(/^[a-z0-9-]{1,60}$/, zodError('profile.collection')),
});
export type GuestProfileBody = z.infer<typeof guestProfileBody>;

export interface GuestProfileUpdatedPayload {
  profile: GuestProfileResponse;
}

export interface GuestProfileEvents {
  /** The selected collection or notification preferences changed. */
  'guest.profile.updated': (payload: GuestProfileUpdatedPayload) => void;
}
