import {
  BREAKFAST_WINDOW,
  DINING_ADD_ONS,
  DINING_ALL_DAY_ITEMS,
  DINING_WINDOW_LABELS,
  PRIVATE_TRANSPORT_OPTIONS,
  SHUTTLE_DEPARTURES,
  SHUTTLE_PROMISE,
  WELLNESS_SERVICES,
  type Localized,
} from '@prana/catalogue';
import { formatIdr, type Lang } from '@prana/domain';
import { PdfPage, renderPdf, textWidth, wrap, type Rgb } from './pdf-document.ts';

// BRAND.md colours.
const INK: Rgb = [31, 42, 36];
const JUNGLE: Rgb = [47, 74, 58];
const TERRACOTTA: Rgb = [184, 107, 75];
const SAND: Rgb = [239, 230, 216];
const STONE: Rgb = [95, 89, 80];

const PAGE = { width: 595.28, height: 841.89, margin: 56 };
const RIGHT = PAGE.width - PAGE.margin;
const TEXT_WIDTH = 330;

interface MenuItem {
  name: string;
  description: string;
  detail?: string;
  price: string;
}

interface MenuSection {
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
    id: `Sarapan disajikan di vila Anda pukul ${BREAKFAST_WINDOW.start.replace(':', '.')} sampai ${BREAKFAST_WINDOW.end.replace(':', '.')}.`,
  },
  allDay: { en: 'Lunch and dinner', id: 'Makan siang dan malam' },
  wellness: { en: 'Wellness rituals', id: 'Ritual kebugaran' },
  transport: { en: 'Transport', id: 'Transportasi' },
  shuttle: { en: 'Complimentary shuttle', id: 'Shuttle gratis' },
  free: { en: 'Complimentary', id: 'Gratis' },
  footer: {
    en: 'Order in the Guest Companion or message the concierge (07:00 to 22:00 WITA). Gold Members save 10 percent on every extra.',
    id: 'Pesan lewat Pendamping Tamu atau kirim pesan ke concierge (07.00 sampai 22.00 WITA). Anggota Gold hemat 10 persen untuk setiap layanan tambahan.',
  },
  page: { en: 'Page', id: 'Halaman' },
} satisfies Record<string, Localized>;

function sections(lang: Lang): MenuSection[] {
  const t = (text: Localized) => text[lang];
  return [
    {
      title: t(COPY.breakfast),
      note: t(COPY.breakfastNote),
      items: DINING_ADD_ONS.map((item) => ({ name: t(item.name), description: t(item.description), price: formatIdr(item.price, lang) })),
    },
    {
      title: t(COPY.allDay),
      items: DINING_ALL_DAY_ITEMS.map((item) => ({
        name: t(item.name),
        description: t(item.description),
        detail: t(DINING_WINDOW_LABELS[item.window]),
        price: formatIdr(item.price, lang),
      })),
    },
    {
      title: t(COPY.wellness),
      items: WELLNESS_SERVICES.map((item) => ({
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
        ...PRIVATE_TRANSPORT_OPTIONS.map((item) => ({
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
  ];
}

/** Lays one language's menu out over as many pages as it needs. */
function menuPages(lang: Lang): PdfPage[] {
  const pages: PdfPage[] = [];
  let page = new PdfPage();
  let y = 0;

  const header = (first: boolean) => {
    if (first) {
      page.rect(0, PAGE.height - 170, PAGE.width, 170, SAND);
      page.text(PAGE.margin, PAGE.height - 64, COPY.eyebrow[lang], 'Helvetica-Bold', 8.5, TERRACOTTA, 1.6);
      page.text(PAGE.margin, PAGE.height - 100, COPY.title[lang], 'Times-Roman', 32, JUNGLE);
      wrap(COPY.lead[lang], 'Helvetica', 10, PAGE.width - 2 * PAGE.margin).forEach((line, index) => {
        page.text(PAGE.margin, PAGE.height - 124 - index * 14, line, 'Helvetica', 10, STONE);
      });
      y = PAGE.height - 206;
    } else {
      page.text(PAGE.margin, PAGE.height - 48, `${COPY.title[lang]}`, 'Times-Roman', 14, JUNGLE);
      page.line(PAGE.margin, PAGE.height - 58, RIGHT, PAGE.height - 58, SAND, 1);
      y = PAGE.height - 88;
    }
  };
  const newPage = () => {
    pages.push(page);
    page = new PdfPage();
    header(false);
  };
  const ensure = (height: number) => {
    if (y - height < 84) newPage();
  };

  header(true);
  for (const section of sections(lang)) {
    ensure(70);
    page.text(PAGE.margin, y, section.title, 'Times-Bold', 17, JUNGLE);
    page.line(PAGE.margin, y - 8, PAGE.margin + 48, y - 8, TERRACOTTA, 1.5);
    y -= 26;
    if (section.note) {
      page.text(PAGE.margin, y, section.note, 'Helvetica', 8.5, STONE);
      y -= 18;
    }
    for (const item of section.items) {
      const lines = wrap(item.description, 'Helvetica', 8.5, TEXT_WIDTH);
      ensure(16 + lines.length * 11.5 + (item.detail ? 11.5 : 0) + 10);
      page.text(PAGE.margin, y, item.name, 'Helvetica-Bold', 10.5, INK);
      page.textRight(RIGHT, y, item.price, 'Helvetica-Bold', 10.5, JUNGLE);
      // A dotted leader between the name and the price guides the eye across the page.
      const from = PAGE.margin + textWidth(item.name, 'Helvetica-Bold', 10.5) + 8;
      const to = RIGHT - textWidth(item.price, 'Helvetica-Bold', 10.5) - 8;
      if (to > from) page.line(from, y + 2, to, y + 2, SAND, 0.8);
      y -= 14;
      for (const line of lines) {
        page.text(PAGE.margin, y, line, 'Helvetica', 8.5, STONE);
        y -= 11.5;
      }
      if (item.detail) {
        page.text(PAGE.margin, y, item.detail, 'Helvetica-Bold', 7.5, TERRACOTTA);
        y -= 11.5;
      }
      y -= 9;
    }
    y -= 10;
  }
  pages.push(page);
  pages.forEach((each, index) => {
    wrap(COPY.footer[lang], 'Helvetica', 7.5, PAGE.width - 2 * PAGE.margin - 60).forEach((line, row) => {
      each.text(PAGE.margin, 48 - row * 10, line, 'Helvetica', 7.5, STONE);
    });
    each.textRight(RIGHT, 48, `${COPY.page[lang]} ${index + 1}/${pages.length}`, 'Helvetica', 7.5, STONE);
    each.line(PAGE.margin, 62, RIGHT, 62, SAND, 1);
  });
  return pages;
}

/** The extras menu, English pages first, then Bahasa Indonesia. */
export function extrasMenuPdf(): Uint8Array {
  return renderPdf([...menuPages('en'), ...menuPages('id')], { title: 'Prana in-villa extras menu', author: 'Prana Villas' }, PAGE);
}
