import { z } from 'zod';
import { zodError } from './errors.ts';

/**
 * The guest's rights over their data: the export of everything Prana holds about a booking, and
 * master's erasure of a guest's personal data on request.
 */

/** The JSON file of GET /api/guest/data-export, beside the document photos in the same zip. */
export interface GuestDataExport {
  /** ISO time the export was made. */
  exportedAt: string;
  booking: {
    code: string;
    guestName: string;
    lastName: string;
    email: string | null;
    villa: { slug: string; name: string };
    checkIn: string;
    checkOut: string;
    /** Approved early check-in and late check-out (Bali HH:MM); null for the usual times. */
    arrivalTime: string | null;
    departureTime: string | null;
    party: { adults: number; children: number; infants: number };
    /** Stay total, IDR. */
    amount: number;
    source: string;
    status: string;
    createdAt: string;
  };
  checkIn: {
    arrivalTime: string | null;
    flight: string | null;
    phone: string;
    signedAt: string;
    submittedAt: string;
    updatedAt: string;
    anonymisedAt: string | null;
    persons: {
      position: number;
      ageGroup: string;
      fullName: string;
      sex: string;
      birthDate: string;
      nationality: string;
      documentType: string;
      documentNumber: string;
      issuingCountry: string;
      documentExpiry: string | null;
      verifiedAt: string | null;
      /** The report to immigration: APOA's proof number, when it was made, and the departure's report. */
      reportNumber: string | null;
      reportedAt: string | null;
      checkoutReportedAt: string | null;
      /** Bali's tourist levy: paid (with the Love Bali voucher), exempt (with the reason) or not known yet. */
      levy: { status: string; voucher: string | null; exemptReason: string | null };
      /** The file of the data-page photo in the zip, when one is kept. */
      documentFile: string | null;
    }[];
  } | null;
  requests: {
    id: string;
    category: string;
    title: unknown;
    notes: string;
    status: string;
    serviceDate: string | null;
    scheduledTime: string | null;
    details: Record<string, unknown> | null;
    createdAt: string;
    messages: { from: 'guest' | 'staff'; text: string; at: string }[];
  }[];
  charges: { id: string; description: unknown; date: string; amount: number; status: string; category: string; settledAt: string | null }[];
  payments: { id: string; method: string; gross: number; discount: number; amount: number; at: string }[];
  notifications: { id: string; type: string; message: unknown; read: boolean; at: string }[];
  /** Devices that receive this booking's pushes (the addresses themselves are the push services'). */
  pushSubscriptions: number;
  /** Every time staff opened one of the party's document photos. */
  documentReads: { position: number; staffName: string; at: string }[];
}

/** GET /api/staff/bookings/{bookingId}/personal-data: what master confirms an erasure against. */
export interface GuestPersonalDataResponse {
  bookingId: string;
  code: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  /** ISO time of an earlier erasure; null while the data is held. */
  erasedAt: string | null;
}

/** POST /api/staff/bookings/{bookingId}/erase-personal-data: master types the booking code to confirm. */
export const erasePersonalDataBody = z.strictObject({
  confirmCode: z.string(zodError('guestData.confirmCode')).trim().max(20, zodError('guestData.confirmCode')),
});
export type ErasePersonalDataBody = z.infer<typeof erasePersonalDataBody>;

/** The erasure's answer: `alreadyErased` when an earlier request had erased it (nothing changed). */
export interface PersonalDataErasedResponse extends GuestPersonalDataResponse {
  erasedAt: string;
  alreadyErased: boolean;
}
