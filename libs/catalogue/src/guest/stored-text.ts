import { fillPlaceholders, formatIdr, type Lang, type Localized, type StoredText } from '@prana/domain';
import { CONCIERGE_REQUEST_TITLES, NOTES_FALLBACK_TEXTS } from './concierge.ts';
import { DINING_ADD_ONS, DINING_ALL_DAY_ITEMS, DINING_MEAL_LABELS } from './dining.ts';
import { GUIDE_ENTRIES } from './guide-entries.ts';
import { HOUSEKEEPING_SERVICES } from './housekeeping.ts';
import { PRIVATE_TRANSPORT_OPTIONS } from './transport.ts';
import { WELLNESS_SERVICES } from './wellness.ts';

/** The sentences stored texts are framed in ({placeholders} filled by renderText). */
export const STORED_TEXT_FRAMES = {
  /** Kept word for word in English: '{title} request received'. */
  requestReceived: { en: '{title} request received', id: '{title}: permintaan diterima' },
  requestConfirmed: { en: '{title} confirmed', id: '{title}: dikonfirmasi' },
  requestUpdated: { en: '{title} updated', id: '{title}: diperbarui' },
  requestDeclined: { en: '{title} declined', id: '{title}: ditolak' },
  requestReply: { en: 'The concierge replied about {title}', id: 'Concierge membalas tentang {title}' },
  payment: { en: 'Paid {amount} via {method}', id: 'Dibayar {amount} melalui {method}' },
  nothingOutstanding: { en: 'No outstanding balance to settle right now.', id: 'Tidak ada saldo terutang yang perlu dilunasi saat ini.' },
  testEmail: { en: 'Test email notification from Prana.', id: 'Notifikasi email uji coba dari Prana.' },
  testPush: { en: 'Test push notification from Prana.', id: 'Notifikasi push uji coba dari Prana.' },
  breakfastOne: { en: 'Breakfast at {time} for {guests} guest', id: 'Sarapan pukul {time} untuk {guests} tamu' },
  breakfastOther: { en: 'Breakfast at {time} for {guests} guests', id: 'Sarapan pukul {time} untuk {guests} tamu' },
  shuttle: { en: 'Shuttle {time}', id: 'Shuttle {time}' },
  mealOne: { en: '{meal} at {time} for {guests} guest', id: '{meal} pukul {time} untuk {guests} tamu' },
  mealOther: { en: '{meal} at {time} for {guests} guests', id: '{meal} pukul {time} untuk {guests} tamu' },
  withItems: { en: '{order}: {items}', id: '{order}: {items}' },
  guideShare: { en: 'Guide: {name}', id: 'Panduan: {name}' },
  earlyCheckIn: { en: 'Early check-in from {time}', id: 'Early check-in mulai {time}' },
  lateCheckOut: { en: 'Late check-out until {time}', id: 'Late check-out hingga {time}' },
  staffNewRequest: { en: 'New request: {title} ({villa})', id: 'Permintaan baru: {title} ({villa})' },
  staffLateRequest: { en: 'Running late: {title} ({villa})', id: 'Terlambat: {title} ({villa})' },
  staffImmigrationOverdue: { en: 'Immigration report overdue: {guest} ({villa})', id: 'Lapor imigrasi terlambat: {guest} ({villa})' },
  villaReady: { en: 'Your villa is ready: {villa} awaits you', id: 'Vila Anda sudah siap: {villa} menanti Anda' },
  staffTurnoverNotReady: { en: 'Not ready: {villa}, due {time}', id: 'Belum siap: {villa}, batas {time}' },
} as const satisfies Record<string, Localized>;

/** A two-language text frame in `lang`, its {placeholders} filled from `values`. */
export function fillFrame(frame: Localized, lang: Lang, values: Readonly<Record<string, string | number>>): string {
  return fillPlaceholders(frame[lang], values);
}

function nameOf(items: readonly { id: string; name: Localized }[], id: string, lang: Lang): string {
  // A catalogue entry that was removed since: its id is still better than nothing.
  return items.find((item) => item.id === id)?.name[lang] ?? id;
}

/**
 * A stored text in `lang`: the one rendering path of request titles, notifications and notes,
 * for the web (the reader's language) and the api (English, for its English fields and logs).
 */
export function renderText(text: StoredText, lang: Lang): string {
  switch (text.kind) {
    case 'text':
      return text.text;
    case 'localized':
      return text.text[lang];
    case 'wellness':
      return nameOf(WELLNESS_SERVICES, text.serviceId, lang);
    case 'housekeeping':
      return nameOf(HOUSEKEEPING_SERVICES, text.serviceId, lang);
    case 'private-transport':
      return nameOf(PRIVATE_TRANSPORT_OPTIONS, text.optionId, lang);
    case 'shuttle':
      return fillFrame(STORED_TEXT_FRAMES.shuttle, lang, text);
    case 'breakfast':
      return fillFrame(text.guests === 1 ? STORED_TEXT_FRAMES.breakfastOne : STORED_TEXT_FRAMES.breakfastOther, lang, text);
    case 'dining-order': {
      const order = fillFrame(text.guests === 1 ? STORED_TEXT_FRAMES.mealOne : STORED_TEXT_FRAMES.mealOther, lang, {
        meal: DINING_MEAL_LABELS[text.meal][lang],
        time: text.time,
        guests: text.guests,
      });
      if (text.itemIds.length === 0) return order;
      const items = text.itemIds.map((id) => nameOf([...DINING_ADD_ONS, ...DINING_ALL_DAY_ITEMS], id, lang)).join(', ');
      return fillFrame(STORED_TEXT_FRAMES.withItems, lang, { order, items });
    }
    case 'concierge':
      return CONCIERGE_REQUEST_TITLES[text.type][lang];
    case 'guide-share':
      return fillFrame(STORED_TEXT_FRAMES.guideShare, lang, { name: GUIDE_ENTRIES.find((entry) => entry.id === text.entryId)?.name ?? text.entryId });
    case 'stay-time':
      return fillFrame(text.type === 'early-check-in' ? STORED_TEXT_FRAMES.earlyCheckIn : STORED_TEXT_FRAMES.lateCheckOut, lang, { time: text.time });
    case 'notes-fallback':
      return NOTES_FALLBACK_TEXTS[text.screen][lang];
    case 'request-received':
      return fillFrame(STORED_TEXT_FRAMES.requestReceived, lang, { title: renderText(text.title, lang) });
    case 'request-confirmed':
      return fillFrame(STORED_TEXT_FRAMES.requestConfirmed, lang, { title: renderText(text.title, lang) });
    case 'request-updated':
      return fillFrame(STORED_TEXT_FRAMES.requestUpdated, lang, { title: renderText(text.title, lang) });
    case 'request-declined':
      return fillFrame(STORED_TEXT_FRAMES.requestDeclined, lang, { title: renderText(text.title, lang) });
    case 'request-reply':
      return fillFrame(STORED_TEXT_FRAMES.requestReply, lang, { title: renderText(text.title, lang) });
    case 'payment':
      return fillFrame(STORED_TEXT_FRAMES.payment, lang, { amount: formatIdr(text.amount, lang), method: text.method });
    case 'nothing-outstanding':
      return STORED_TEXT_FRAMES.nothingOutstanding[lang];
    case 'villa-ready':
      return fillFrame(STORED_TEXT_FRAMES.villaReady, lang, { villa: text.villa });
    case 'staff-new-request':
      return fillFrame(STORED_TEXT_FRAMES.staffNewRequest, lang, { title: renderText(text.title, lang), villa: text.villa });
    case 'staff-late-request':
      return fillFrame(STORED_TEXT_FRAMES.staffLateRequest, lang, { title: renderText(text.title, lang), villa: text.villa });
    case 'staff-immigration-overdue':
      return fillFrame(STORED_TEXT_FRAMES.staffImmigrationOverdue, lang, { guest: text.guest, villa: text.villa });
    case 'staff-turnover-not-ready':
      return fillFrame(STORED_TEXT_FRAMES.staffTurnoverNotReady, lang, { villa: text.villa, time: text.time });
    case 'test':
      return (text.channel === 'email' ? STORED_TEXT_FRAMES.testEmail : STORED_TEXT_FRAMES.testPush)[lang];
  }
}
