/**
 * Build step: writes `file.br` and `file.gz` next to every text asset of the built web app, so the
 * api (express-static-gzip) and nginx (gzip_static) send them compressed without compressing on
 * each request. Brotli at its highest quality costs build time only.
 */
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Text formats worth compressing; images are compressed already and source maps are never served publicly. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ics)$/;
/**
 * Below this a compressed body saves less than its headers cost. Compressed once at build time, a
 * file of 512 bytes to 1 KB still saves about half (the bundler's 911-byte runtime: 460 bytes by
 * brotli), which a phone's first visit downloads; the api compresses its own answers from 1 KB, where
 * the work is done on every request.
 */
const MIN_BYTES = 512;

export async function precompress(directory: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  const entries = await readdir(directory, { recursive: true });
  await Promise.all(
    entries
      .filter((entry) => COMPRESSIBLE.test(entry))
      .map(async (entry) => {
        const path = join(directory, entry);
        if (!(await stat(path)).isFile()) return;
        const body = await readFile(path);
        if (body.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
          gzipped(body, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        // A variant that is not smaller is left out: the original is sent instead.
        if (br.length < body.length) await writeFile(`${path}.br`, br);
        if (gz.length < body.length) await writeFile(`${path}.gz`, gz);
        totals.files += 1;
        totals.bytes += body.length;
        totals.brotliBytes += Math.min(br.length, body.length);
      }),
  );
  return totals;
}
