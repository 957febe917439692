import { describe, expect, it } from 'vitest';
import { DINING_ADD_ONS, DINING_ALL_DAY_ITEMS, offeringSeed, publishedCatalogue } from '@prana/catalogue';
import { formatIdr } from '@prana/domain';
import { pdfText } from '../../../../test/support/pdf-text.ts';
import { extrasMenuContent, extrasMenuPdf } from './extras-menu-pdf.ts';

/** The catalogue as the migration seeded it, as if all of it were published. */
const seeded = () => publishedCatalogue(offeringSeed());

describe('extras menu PDF', () => {
  it('holds the published prices in the language asked, numbering its own pages', async () => {
    const floating = DINING_ADD_ONS[0]!;
    for (const lang of ['en', 'id'] as const) {
      const pdf = await extrasMenuPdf(lang, seeded());
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const { pages, text } = await pdfText(pdf);
      expect(text).toContain(`${floating.name[lang]} ${formatIdr(floating.price, lang)}`);
      expect(text).toContain(`${lang === 'en' ? 'Page' : 'Halaman'} ${pages}/${pages}`);
      // One language per menu.
      expect(text).not.toContain(floating.name[lang === 'en' ? 'id' : 'en']);
    }
  });

  it('embeds its fonts, so names beyond Latin-1 render as written', async () => {
    const pdf = (await extrasMenuPdf('en', seeded())).toString('latin1');
    expect(pdf).toMatch(/\/FontFile2 /);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('lists what is published, in its order, and leaves a paused item out', () => {
    const [breakfast, allDay] = extrasMenuContent('id', seeded());
    // Clock times as everywhere in Prana: HH:mm with a colon, in Bahasa too.
    expect(breakfast!.note).toMatch(/pukul \d{2}:\d{2} sampai \d{2}:\d{2}\.$/);
    expect(breakfast!.items.map((item) => item.name)).toEqual(DINING_ADD_ONS.map((item) => item.name.id));
    expect(allDay!.items.map((item) => item.price)).toEqual(DINING_ALL_DAY_ITEMS.map((item) => formatIdr(item.price, 'id')));

    const paused = DINING_ALL_DAY_ITEMS[0]!;
    const renamed = offeringSeed().map((item) => (item.key === paused.id ? { ...item, paused: true } : item.key === DINING_ADD_ONS[0]!.id ? { ...item, nameEn: 'Floating breakfast for two', price: 987_000 } : item));
    const [changedBreakfast, changedAllDay] = extrasMenuContent('en', publishedCatalogue(renamed));
    expect(changedBreakfast!.items[0]).toMatchObject({ name: 'Floating breakfast for two', price: formatIdr(987_000, 'en') });
    expect(changedAllDay!.items.map((item) => item.name)).not.toContain(paused.name.en);
    expect(changedAllDay!.items).toHaveLength(DINING_ALL_DAY_ITEMS.length - 1);
  });
});
