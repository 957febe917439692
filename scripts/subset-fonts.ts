/**
 * Build step of the web app: the brand's fonts (Fontsource's Latin files of Inter and Cormorant
 * Garamond) split into two subsets per face, written with their @font-face rules to
 * apps/web/src/styles/fonts/ (git-ignored), which the theme imports:
 *   - core: printable ASCII and the punctuation the product's texts use (· – — … ’ “ ” • × ± → …),
 *     about 40 % lighter than the whole Latin file; every page needs it, so two faces are preloaded;
 *   - rest: the other Latin characters (é, ü, ©, § …), which a browser loads only for a page that
 *     shows one of them (unicode-range), e.g. a guest's name with an accent.
 *
 *   node scripts/subset-fonts.ts [--force]     (run by `npm run build:web` and `npm run dev:web`)
 *
 * Existing files are kept unless --force is given.
 */
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const OUT = fileURLToPath(new URL('../apps/web/src/styles/fonts/', import.meta.url));
const require = createRequire(fileURLToPath(new URL('../apps/web/package.json', import.meta.url)));

interface Face {
  package: 'inter' | 'cormorant-garamond';
  family: string;
  weight: number;
  style: 'normal' | 'italic';
}

const FACES: Face[] = [
  { package: 'inter', family: 'Inter', weight: 400, style: 'normal' },
  { package: 'inter', family: 'Inter', weight: 500, style: 'normal' },
  { package: 'inter', family: 'Inter', weight: 600, style: 'normal' },
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', weight: 500, style: 'normal' },
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', weight: 600, style: 'normal' },
  { package: 'cormorant-garamond', family: 'Cormorant Garamond', weight: 500, style: 'italic' },
];

type Range = readonly [number, number];

/** Printable ASCII and the typography of the texts in libs/catalogue and the web's i18n files (© in every footer, § in the policies). */
const CORE: Range[] = [
  [0x20, 0x7e], [0xa0, 0xa0], [0xa7, 0xa7], [0xa9, 0xa9], [0xb1, 0xb2], [0xb7, 0xb7], [0xd7, 0xd7], [0x2013, 0x2014], [0x2018, 0x2019],
  [0x201c, 0x201d], [0x2022, 0x2022], [0x2026, 0x2026], [0x20ac, 0x20ac], [0x2190, 0x2194], [0x2212, 0x2212],
];

/** What Fontsource's (Google Fonts') `latin` files cover. */
const LATIN: Range[] = [
  [0x0000, 0x00ff], [0x0131, 0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6, 0x02c6], [0x02da, 0x02da],
  [0x02dc, 0x02dc], [0x0304, 0x0304], [0x0308, 0x0308], [0x0329, 0x0329], [0x2000, 0x206f], [0x20ac, 0x20ac],
  [0x2122, 0x2122], [0x2191, 0x2191], [0x2193, 0x2193], [0x2212, 0x2212], [0x2215, 0x2215], [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const codePoints = (ranges: readonly Range[]) => new Set(ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i)));

/** Sorted code points as the fewest ranges. */
function toRanges(points: Iterable<number>): Range[] {
  const ranges: [number, number][] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = ranges.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else ranges.push([point, point]);
  }
  return ranges;
}

const hex = (point: number) => point.toString(16).toUpperCase().padStart(4, '0');
const unicodeRange = (ranges: readonly Range[]) => ranges.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ');

const core = codePoints(CORE);
const rest = [...codePoints(LATIN)].filter((point) => !core.has(point));
const SUBSETS = [
  { name: 'core', points: [...core], ranges: toRanges(core) },
  { name: 'rest', points: rest, ranges: toRanges(rest) },
];

const fileOf = (face: Face, subset: string) => `${face.package}-${face.weight}-${face.style}-${subset}.woff2`;

async function main(): Promise<void> {
  const force = process.argv.includes('--force');
  const files = FACES.flatMap((face) => SUBSETS.map((subset) => fileOf(face, subset.name)));
  if (!force && [...files, 'fonts.css'].every((file) => existsSync(join(OUT, file)))) return;
  const started = Date.now();
  await mkdir(OUT, { recursive: true });
  let before = 0;
  let coreBytes = 0;
  const rules: string[] = [];
  for (const face of FACES) {
    const source = require.resolve(`@fontsource/${face.package}/files/${face.package}-latin-${face.weight}-${face.style}.woff2`);
    const font = await readFile(source);
    before += font.length;
    for (const subset of SUBSETS) {
      const woff2 = await subsetFont(font, String.fromCodePoint(...subset.points), { targetFormat: 'woff2' });
      if (subset.name === 'core') coreBytes += woff2.length;
      await writeFile(join(OUT, fileOf(face, subset.name)), woff2);
      // optional, not swap: the built pages paint their text before the fonts arrive, and a font that
      // comes later than its short block period stays unused for that page view rather than reflowing it.
      rules.push(
        `@font-face {\n  font-family: '${face.family}';\n  font-style: ${face.style};\n  font-weight: ${face.weight};\n  font-display: optional;\n` +
          `  src: url('./${fileOf(face, subset.name)}') format('woff2');\n  unicode-range: ${unicodeRange(subset.ranges)};\n}`,
      );
    }
    console.log(`fonts: ${face.family} ${face.weight} ${face.style} subset (${rules.length / 2} of ${FACES.length})`);
  }
  await writeFile(join(OUT, 'fonts.css'), `/* Written by scripts/subset-fonts.ts: do not edit. */\n${rules.join('\n')}\n`);
  console.log(`fonts: ${FACES.length} faces, core subsets ${(coreBytes / 1024).toFixed(0)} KB instead of ${(before / 1024).toFixed(0)} KB, in ${((Date.now() - started) / 1000).toFixed(1)}s → ${dirname(join(OUT, 'x'))}`);
}

await main();
