import { describe, expect, it } from 'vitest';
import { extrasMenuPdf } from './extras-menu.ts';
import { textWidth, wrap } from './pdf-document.ts';

describe('extras menu PDF', () => {
  const pdf = Buffer.from(extrasMenuPdf()).toString('latin1');

  it('is a well-formed PDF whose cross-reference offsets point at their objects', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)![1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`));
  });

  it('holds the catalogue prices in English and Indonesian', () => {
    expect(pdf).toContain('(Floating breakfast)');
    expect(pdf).toContain('(IDR 550.000)');
    expect(pdf).toContain('(Sarapan apung)');
    expect(pdf).toContain('(Rp 1.800.000)');
    expect(Number(/\/Count (\d+)/.exec(pdf)![1])).toBeGreaterThanOrEqual(2);
  });

  it('wraps text to the width it is given', () => {
    const lines = wrap('Breakfast served on a rattan tray in your private pool.', 'Helvetica', 10, 120);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(textWidth(line, 'Helvetica', 10)).toBeLessThanOrEqual(120);
  });
});
