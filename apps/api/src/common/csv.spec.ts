import { describe, expect, it } from 'vitest';
import { csvFile } from './csv.ts';

describe('csvFile', () => {
  it('writes UTF-8 with a byte-order mark and CRLF records, quoting what must be quoted', () => {
    expect(csvFile([['Nama', 'Catatan'], ['Müller, Lena', 'says "hi"\nand bye'], ['Ayu', null]])).toBe(
      '\uFEFFNama,Catatan\r\n"Müller, Lena","says ""hi""\nand bye"\r\nAyu,\r\n',
    );
  });

  it('keeps text a spreadsheet would run as a formula as text, and numbers as numbers', () => {
    expect(csvFile([['=HYPERLINK("x")', '+62 811', '-', '@SUM(A1)', -121_200_000, 0.5]])).toBe(
      `\uFEFF"'=HYPERLINK(""x"")",'+62 811,'-,'@SUM(A1),-121200000,0.5\r\n`,
    );
  });
});
