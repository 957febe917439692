import type { Localized } from './lang.ts';
import type { NotesFallbackKey } from './requests.ts';

/** The meals a dining request orders. */
export const DINING_MEALS = ['breakfast', 'lunch', 'dinner'] as const;
export type DiningMeal = (typeof DINING_MEALS)[number];

/*
 * Guest-facing text is stored as what it means, not as words in one language: a kind with the
 * catalogue ids and values it needs. libs/catalogue's renderText shows it in the reader's
 * language (and in plain English for the wire's spec fields and logs): one rendering path.
 */

/** What a request is called. */
export type RequestTitle =
  | { kind: 'wellness'; serviceId: string }
  | { kind: 'housekeeping'; serviceId: string }
  | { kind: 'private-transport'; optionId: string }
  | { kind: 'shuttle'; time: string }
  | { kind: 'breakfast'; time: string; guests: number }
  /** A meal and what was ordered with it (add-ons and dishes, by catalogue id). */
  | { kind: 'dining-order'; meal: DiningMeal; time: string; guests: number; itemIds: string[] }
  | { kind: 'concierge'; type: 'in-person' | 'celebration' }
  | { kind: 'guide-share'; entryId: string }
  /** An early check-in from `time`, or a late check-out until `time`. */
  | { kind: 'stay-time'; type: 'early-check-in' | 'late-check-out'; time: string }
  /** Words a person (or an api client) chose: shown as written. */
  | { kind: 'text'; text: string };

/** What a notification says. */
export type NotificationText =
  | { kind: 'request-received'; title: RequestTitle }
  | { kind: 'request-confirmed'; title: RequestTitle }
  | { kind: 'request-updated'; title: RequestTitle }
  /** Staff declined what the request asked (an early check-in or late check-out). */
  | { kind: 'request-declined'; title: RequestTitle }
  /** The concierge wrote in the request's thread. */
  | { kind: 'request-reply'; title: RequestTitle }
  | { kind: 'payment'; amount: number; method: string }
  | { kind: 'nothing-outstanding' }
  /** Housekeeping made the arriving guest's villa ready. */
  | { kind: 'villa-ready'; villa: string }
  | { kind: 'test'; channel: 'email' | 'push' }
  /** Written in both languages before texts were stored by meaning. */
  | { kind: 'localized'; text: Localized };

/** What a push to staff says (they get one per new request, and per late one, when their tab is closed). */
export type StaffAlertText =
  | { kind: 'staff-new-request'; title: RequestTitle; villa: string }
  | { kind: 'staff-late-request'; title: RequestTitle; villa: string }
  /** A foreign guest in residence is not reported to immigration within the set hours. */
  | { kind: 'staff-immigration-overdue'; guest: string; villa: string }
  /** A turnover not ready an hour before it is due; time: HH:mm, Bali. */
  | { kind: 'staff-turnover-not-ready'; villa: string; time: string };

/** Notes: as written, or the screen's fallback when the guest left them blank. */
export type NotesText = { kind: 'notes-fallback'; screen: NotesFallbackKey } | { kind: 'text'; text: string };

/** Anything renderText shows. */
export type StoredText = RequestTitle | NotificationText | NotesText | StaffAlertText;
