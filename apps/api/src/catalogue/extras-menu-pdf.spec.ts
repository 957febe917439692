import { describe, expect, it } from 'vitest';
import { DINING_ADD_ONS, DINING_ALL_DAY_ITEMS } from '@prana/catalogue';
import { formatIdr } from '@prana/domain';
import { pdfText } from '../../../../test/support/pdf-text.ts';
import { extrasMenuContent, extrasMenuPdf } from './extras-menu-pdf.ts';

describe('extras menu PDF', () => {
  it('holds the catalogue prices in English, then Indonesian, with each language numbering its own pages', async () => {
    const pdf = await extrasMenuPdf();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pages, text } = await pdfText(pdf);
    const floating = DINING_ADD_ONS[0]!;
    const english = text.indexOf(`${floating.name.en} ${formatIdr(floating.price, 'en')}`);
    const indonesian = text.indexOf(`${floating.name.id} ${formatIdr(floating.price, 'id')}`);
    expect(english).toBeGreaterThanOrEqual(0);
    expect(indonesian).toBeGreaterThan(english);
    const perLanguage = pages / 2;
    expect(text).toContain(`Page ${perLanguage}/${perLanguage}`);
    expect(text).toContain(`Halaman 1/${perLanguage}`);
    expect(text).not.toContain(`Page ${perLanguage + 1}/`);
  });

  it('embeds its fonts, so names beyond Latin-1 render as written', async () => {
    const pdf = (await extrasMenuPdf()).toString('latin1');
    expect(pdf).toMatch(/\/FontFile2 /);
    expect(pdf).not.toMatch(/\/BaseFont \/Helvetica/);
  });

  it('reads its content from one function per language', () => {
    const [breakfast, allDay] = extrasMenuContent('id');
    expect(breakfast!.items.map((item) => item.name)).toEqual(DINING_ADD_ONS.map((item) => item.name.id));
    expect(allDay!.items.map((item) => item.price)).toEqual(DINING_ALL_DAY_ITEMS.map((item) => formatIdr(item.price, 'id')));
  });
});
