/**
 * Build step after the browser and Node builds: writes each public page's HTML, rendered by
 * src/app/prerender.tsx into the built shell (dist/index.html) with its head, to
 * dist/prerendered/ (`prerenderedFile` in libs/contracts), which the api serves for that address;
 * the search page's template per language to dist/on-request/, which the api renders into on
 * request; then sitemap.xml and robots.txt, all with their compressed copies. Addresses are absolute under
 * PUBLIC_URL.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { precompress } from '../../../scripts/precompress.ts';
import { ON_REQUEST_DIR, PAGE_RENDERER, PRERENDERED_DIR, onRequestTemplate, prerenderedFile } from '../../../libs/contracts/src/prerendered-pages.ts';
import type * as Renderer from '../src/app/prerender.tsx';

const web = fileURLToPath(new URL('..', import.meta.url));
const dist = join(web, 'dist');
const origin = (process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, '');

/** Modules whose styles a built page needs before its scripts run: the app's start, the public layout, and the page's own module by its address's first segment. */
const EVERY_PUBLIC_PAGE = ['src/app/start.tsx', 'src/features/public/public-layout.tsx'];

/** The texts of the page's language (src/lib/i18n/text-modules.ts), preloaded like its code: the app renders once they are in. */
const LANGUAGE_TEXTS = { en: 'src/lib/i18n/first-en.ts', id: 'src/lib/i18n/first-id.ts' };

function textsFile(manifest: Manifest, language: keyof typeof LANGUAGE_TEXTS): string {
  const entry = manifest[LANGUAGE_TEXTS[language]];
  if (!entry) throw new Error(`${LANGUAGE_TEXTS[language]} is not in the build's manifest`);
  return entry.file;
}
/** What a page the api renders on request starts with (its data into the cache), which no other page loads. */
const SERVED_PAGE = 'src/app/served-page.ts';

const PAGE_MODULES: Record<string, string> = {
  '': 'src/features/public/landing/landing-page.tsx',
  availability: 'src/features/public/availability/availability-page.tsx',
  about: 'src/features/public/about/about-page.tsx',
  sites: 'src/features/public/sites/site-page.tsx',
  villas: 'src/features/public/villas/villa-page.tsx',
  guide: 'src/features/public/info/info-page.tsx',
  contact: 'src/features/public/info/info-page.tsx',
  policies: 'src/features/public/info/info-page.tsx',
};

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestEntry>;

/**
 * The style sheets and code files of a page's modules and all they import. Without the sheets in
 * the HTML the page would paint unstyled and jump when its scripts load them.
 */
function pageFiles(manifest: Manifest, address: string): { css: string[]; js: string[] } {
  const area = address.replace(/^\/id(?=\/|$)/, '').split('/')[1] ?? '';
  const language = /^\/id(?=\/|$)/.test(address) ? 'id' : 'en';
  const roots = [...EVERY_PUBLIC_PAGE, PAGE_MODULES[area], LANGUAGE_TEXTS[language], ...(area === 'availability' ? [SERVED_PAGE] : [])];
  const seen = new Set<string>();
  const ordered: ManifestEntry[] = [];
  // What a module imports first: its styles come before the module's own in the cascade, as Vite orders them.
  const visit = (key: string | undefined) => {
    if (key === undefined || seen.has(key)) return;
    const entry = manifest[key];
    if (!entry) throw new Error(`${key} is not in the build's manifest`);
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
    ordered.push(entry);
  };
  roots.forEach(visit);
  const entries = ordered;
  return { css: [...new Set(entries.flatMap((entry) => entry.css ?? []))], js: entries.map((entry) => entry.file) };
}

function sitemap({ escapeHtml }: typeof Renderer, addresses: readonly string[], alternatesOf: (address: string) => Renderer.PageHead['alternates']): string {
  const entries = addresses.map((address) => {
    const links = alternatesOf(address).map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(alternate.href)}"/>`);
    return `  <url><loc>${escapeHtml(`${origin}${address}`)}</loc>${links.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

const ROBOTS = (sitemapUrl: string) =>
  ['User-agent: *', 'Disallow: /api/', 'Disallow: /app', 'Disallow: /admin', 'Disallow: /login', `Sitemap: ${sitemapUrl}`, ''].join('\n');

async function main(): Promise<void> {
  const renderer = (await import(pathToFileURL(join(dist, PAGE_RENDERER)).href)) as typeof Renderer;
  const shell = await readFile(join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const out = join(dist, PRERENDERED_DIR);
  let pages = 0;
  // The shell preloads the default language's texts; a page in another language preloads its own instead.
  const shellOf = (language: 'en' | 'id') =>
    language === 'en' ? shell : shell.replace(new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/${textsFile(manifest, 'en').replaceAll('.', '\\.')}"[^>]*>`), '');
  // What the shell applies or loads already (its entry's styles and code) stays where it is; styles it only preloads are applied here.
  const templateOf = (address: string, language: 'en' | 'id') => {
    const pageShell = shellOf(language);
    const linked = (rel: string, asset: string) => new RegExp(`<(?:link rel="${rel}"|script type="module")[^>]*(?:href|src)="/${asset.replaceAll('.', '\\.')}"`).test(pageShell);
    const { css, js } = pageFiles(manifest, address);
    return renderer.pageTemplate(pageShell, language, { css: css.filter((asset) => !linked('stylesheet', asset)), js: js.filter((asset) => !linked('modulepreload', asset)) });
  };
  const write = async (file: string, html: string) => {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  };
  // One at a time: the renderer switches the one i18n instance to each page's language.
  for (const address of renderer.publicAddresses()) {
    const { html, head } = await renderer.renderPage(address, origin);
    pages += 1;
    const name = prerenderedFile(address);
    if (!name) throw new Error(`${address} cannot be served as a rendered page`);
    await write(join(out, name), renderer.pageDocument(templateOf(address, head.language), html, head));
  }
  // The search page is rendered by the api on request, into its template.
  for (const language of ['en', 'id'] as const) {
    const address = language === 'en' ? '/availability' : '/id/availability';
    await write(join(dist, ON_REQUEST_DIR, onRequestTemplate(language)), templateOf(address, language));
  }
  await writeFile(join(dist, 'sitemap.xml'), sitemap(renderer, renderer.sitemapAddresses(), (address) => renderer.alternateAddresses(address, origin)));
  await writeFile(join(dist, 'robots.txt'), ROBOTS(`${origin}/sitemap.xml`));
  await precompress(out);
  console.log(`prerendered ${pages} public pages under ${origin}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
