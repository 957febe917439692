/**
 * Writes the in-villa extras menu PDF to apps/web/public/media/extras-menu.pdf (a fixed
 * static path, EXTRAS_MENU_PDF_PATH), from the catalogue's prices, in English and Indonesian.
 *
 *   node scripts/generate-extras-menu.ts
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { EXTRAS_MENU_PDF_PATH } from '@prana/catalogue';
import { extrasMenuPdf } from '../apps/api/src/catalogue/extras-menu-pdf.ts';

const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps/web/public', EXTRAS_MENU_PDF_PATH);
await mkdir(dirname(target), { recursive: true });
const pdf = await extrasMenuPdf();
await writeFile(target, pdf);
console.log(`Wrote ${EXTRAS_MENU_PDF_PATH} (${pdf.byteLength} bytes).`);
