/**
 * Writes the installable app's icons (apps/web/public/icons, committed): the favicon's leaf in the
 * brand's forest and cream at 192 and 512 px, and maskable copies whose leaf sits inside the 80 %
 * safe zone so a launcher's circle or squircle never cuts it. Run again only when the mark changes.
 */
import { mkdir } from 'node:fs/promises';
import sharp from 'sharp';

const FOREST = '#2f4a3a';
const CREAM = '#efe6d8';
const out = new URL('../apps/web/public/icons/', import.meta.url);

/** The leaf of favicon.svg on a 64-unit canvas, scaled by `scale` around the centre. */
function icon(scale: number, rounded: boolean): string {
  const leaf = `<g transform="translate(32 32) scale(${scale}) translate(-32 -32)"><path d="M32 14c-9 9-12 19-9 28 2 5 6 8 9 8s7-3 9-8c3-9 0-19-9-28z" fill="${CREAM}"/><path d="M32 22v26" stroke="${FOREST}" stroke-width="2.5" stroke-linecap="round"/></g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${rounded ? 14 : 0}" fill="${FOREST}"/>${leaf}</svg>`;
}

await mkdir(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(Buffer.from(icon(1, true))).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(`icon-${size}.png`, out).pathname);
  await sharp(Buffer.from(icon(0.72, false))).resize(size, size).png({ compressionLevel: 9 }).toFile(new URL(`maskable-${size}.png`, out).pathname);
}
await sharp(Buffer.from(icon(1, false))).resize(180, 180).png({ compressionLevel: 9 }).toFile(new URL('apple-touch-icon.png', out).pathname);
