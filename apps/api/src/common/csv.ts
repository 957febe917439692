import { stringify } from 'csv-stringify/sync';

/** Text a spreadsheet would run as a formula (CSV injection): kept as text by a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Rows as a CSV file a spreadsheet opens as written: RFC 4180 with CRLF, UTF-8 with a byte-order
 * mark (Excel reads the Indonesian and accented text right), any line break quoted, formulas
 * defused, null as an empty cell.
 */
export function csvFile(rows: readonly (readonly (string | number | null)[])[]): string {
  return stringify(rows as (string | number | null)[][], {
    bom: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    cast: { string: (value) => (FORMULA_START.test(value) ? `'${value}` : value) },
  });
}
