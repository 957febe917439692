import {
  BREAKFAST_WINDOW,
  DINING_WINDOW_LABELS,
  SHUTTLE_DEPARTURES,
  SHUTTLE_PROMISE,
  type Localized,
  type PublishedCatalogue,
} from '@prana/catalogue';
import { formatIdr, type Lang } from '@prana/domain';
import { createPdf, pdfBytes, PDF_COLOURS, type PdfDocument } from '../common/pdf-document.ts';

const MARGIN = 56;
const NAME_WIDTH = 330;
const FOOTER_SPACE = 84;

export interface MenuItem {
  name: string;
  description: string;
  detail?: string;
  price: string;
}

export interface MenuSection {
  title: string;
  note?: string;
  items: MenuItem[];
}

const COPY = {
  eyebrow: { en: 'PRANA  ·  UBUD, BALI', id: 'PRANA  ·  UBUD, BALI' },
  title: { en: 'In-villa extras', id: 'Layanan tambahan di vila' },
  lead: {
    en: 'Breakfast add-ons, all-day dining, wellness rituals and rides, brought to your villa. Prices in Indonesian rupiah, per order.',
    id: 'Tambahan sarapan, santapan sepanjang hari, ritual kebugaran, dan perjalanan, diantar ke vila Anda. Harga dalam rupiah, per pesanan.',
  },
  breakfast: { en: 'Breakfast add-ons', id: 'Tambahan sarapan' },
  breakfastNote: {
    en: `Breakfast is served in your villa from ${BREAKFAST_WINDOW.start} to ${BREAKFAST_WINDOW.end}.`,
    id: `Sarapan disajikan di vila Anda pukul ${BREAKFAST_WINDOW.start} sampai ${BREAKFAST_WINDOW.end}.`,
  },
  allDay: { en: 'Lunch and dinner', id: 'Makan siang dan malam' },
  wellness: { en: 'Wellness rituals', id: 'Ritual kebugaran' },
  transport: { en: 'Transport', id: 'Transportasi' },
  shuttle: { en: 'Complimentary shuttle', id: 'Shuttle gratis' },
  free: { en: 'Complimentary', id: 'Gratis' },
  footer: {
    en: 'Order in the Guest Companion or message the concierge (07:00 to 22:00 WITA). Gold Members save 10 percent on every extra.',
    id: 'Pesan lewat Pendamping Tamu atau kirim pesan ke concierge (07:00 sampai 22:00 WITA). Anggota Gold hemat 10 persen untuk setiap layanan tambahan.',
  },
  page: { en: 'Page', id: 'Halaman' },
} satisfies Record<string, Localized>;

/** The sections of the published catalogue the menu lists (the ones charged to the guest's bill). */
export const EXTRAS_MENU_SECTIONS = ['dining-add-on', 'dining-dish', 'wellness', 'transport'] as const;

/**
 * What the menu offers, in one language, from the published catalogue: its names, descriptions and
 * prices as master published them. A paused item cannot be ordered, so the menu leaves it out.
 */
export function extrasMenuContent(lang: Lang, published: PublishedCatalogue): MenuSection[] {
  const t = (text: Localized) => text[lang];
  const offered = <T extends { paused: boolean }>(items: readonly T[]) => items.filter((item) => !item.paused);
  return [
    {
      title: t(COPY.breakfast),
      note: t(COPY.breakfastNote),
      items: offered(published.diningAddOns).map((item) => ({ name: t(item.name), description: t(item.description), price: formatIdr(item.price, lang) })),
    },
    {
      title: t(COPY.allDay),
      items: offered(published.dishes).map((item) => ({
        name: t(item.name),
        description: t(item.description),
        detail: t(DINING_WINDOW_LABELS[item.window]),
        price: formatIdr(item.price, lang),
      })),
    },
    {
      title: t(COPY.wellness),
      items: offered(published.wellness).map((item) => ({
        name: t(item.name),
        description: t(item.description),
        detail: `${t(item.durationLabel)}  ·  ${t(item.availability)}`,
        price: formatIdr(item.price, lang),
      })),
    },
    {
      title: t(COPY.transport),
      note: t(SHUTTLE_PROMISE),
      items: [
        ...offered(published.transport).map((item) => ({
          name: t(item.name),
          description: t(item.description),
          detail: `${t(item.duration)}  ·  ${t(item.priceUnit)}`,
          price: formatIdr(item.price, lang),
        })),
        {
          name: t(COPY.shuttle),
          description: SHUTTLE_DEPARTURES.map((departure) => `${departure.time}: ${t(departure.notes)}`).join(' '),
          price: t(COPY.free),
        },
      ],
    },
  ].filter((section) => section.items.length > 0);
}

/** Lays one language's menu out from a new page over as many pages as it needs. */
function writeMenu(doc: PdfDocument, lang: Lang, sections: MenuSection[]): void {
  const width = doc.page.width;
  const right = width - MARGIN;
  const bottom = () => doc.page.height - FOOTER_SPACE;
  let y = 0;

  const header = (first: boolean) => {
    if (first) {
      doc.rect(0, 0, width, 170).fill(PDF_COLOURS.sand);
      doc.font('strong').fontSize(8.5).fillColor(PDF_COLOURS.terracotta).text(COPY.eyebrow[lang], MARGIN, 56, { characterSpacing: 1.6, lineBreak: false });
      doc.font('title').fontSize(32).fillColor(PDF_COLOURS.jungle).text(COPY.title[lang], MARGIN, 76, { lineBreak: false });
      doc.font('body').fontSize(10).fillColor(PDF_COLOURS.stone).text(COPY.lead[lang], MARGIN, 118, { width: width - 2 * MARGIN, lineGap: 3 });
      y = 200;
    } else {
      doc.font('title').fontSize(14).fillColor(PDF_COLOURS.jungle).text(COPY.title[lang], MARGIN, 36, { lineBreak: false });
      doc.moveTo(MARGIN, 58).lineTo(right, 58).lineWidth(1).strokeColor(PDF_COLOURS.sand).stroke();
      y = 78;
    }
  };
  const ensure = (height: number) => {
    if (y + height > bottom()) {
      doc.addPage();
      header(false);
    }
  };

  header(true);
  for (const section of sections) {
    ensure(70);
    doc.font('title').fontSize(17).fillColor(PDF_COLOURS.jungle).text(section.title, MARGIN, y, { lineBreak: false });
    doc.moveTo(MARGIN, y + 24).lineTo(MARGIN + 48, y + 24).lineWidth(1.5).strokeColor(PDF_COLOURS.terracotta).stroke();
    y += 34;
    if (section.note) {
      doc.font('body').fontSize(8.5).fillColor(PDF_COLOURS.stone);
      const height = doc.heightOfString(section.note, { width: right - MARGIN });
      doc.text(section.note, MARGIN, y, { width: right - MARGIN });
      y += height + 8;
    }
    for (const item of section.items) {
      doc.font('body').fontSize(8.5);
      const descriptionHeight = doc.heightOfString(item.description, { width: NAME_WIDTH, lineGap: 1.5 });
      ensure(16 + descriptionHeight + (item.detail ? 12 : 0) + 10);
      doc.font('strong').fontSize(10.5).fillColor(PDF_COLOURS.ink).text(item.name, MARGIN, y, { lineBreak: false });
      const nameWidth = doc.widthOfString(item.name);
      const priceWidth = doc.widthOfString(item.price);
      doc.fillColor(PDF_COLOURS.jungle).text(item.price, right - priceWidth, y, { lineBreak: false });
      // A dotted leader between the name and the price guides the eye across the page.
      const from = MARGIN + nameWidth + 8;
      const to = right - priceWidth - 8;
      if (to > from) doc.moveTo(from, y + 9).lineTo(to, y + 9).lineWidth(0.8).dash(1, { space: 2 }).strokeColor(PDF_COLOURS.sand).stroke().undash();
      y += 16;
      doc.font('body').fontSize(8.5).fillColor(PDF_COLOURS.stone).text(item.description, MARGIN, y, { width: NAME_WIDTH, lineGap: 1.5 });
      y += descriptionHeight;
      if (item.detail) {
        doc.font('strong').fontSize(7.5).fillColor(PDF_COLOURS.terracotta).text(item.detail, MARGIN, y + 2, { lineBreak: false });
        y += 12;
      }
      y += 10;
    }
    y += 10;
  }
}

/** The footer of every page: how to order, and "Page n/total". */
function writeFooters(doc: PdfDocument, lang: Lang): void {
  const right = doc.page.width - MARGIN;
  const count = doc.bufferedPageRange().count;
  for (let index = 0; index < count; index += 1) {
    doc.switchToPage(index);
    const top = doc.page.height - 62;
    // Writing below the bottom margin would start a new page: footers sit in the margin.
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.moveTo(MARGIN, top).lineTo(right, top).lineWidth(1).strokeColor(PDF_COLOURS.sand).stroke();
    doc.font('body').fontSize(7.5).fillColor(PDF_COLOURS.stone);
    doc.text(COPY.footer[lang], MARGIN, top + 8, { width: right - MARGIN - 70, lineGap: 1 });
    const page = `${COPY.page[lang]} ${index + 1}/${count}`;
    doc.text(page, right - doc.widthOfString(page), top + 8, { lineBreak: false });
    doc.page.margins.bottom = bottomMargin;
  }
}

/** The extras menu in one language, from the published catalogue. */
export async function extrasMenuPdf(lang: Lang, published: PublishedCatalogue): Promise<Buffer> {
  const doc = createPdf({ title: `Prana · ${COPY.title[lang]}`, lang, margin: MARGIN });
  writeMenu(doc, lang, extrasMenuContent(lang, published));
  writeFooters(doc, lang);
  return pdfBytes(doc);
}
