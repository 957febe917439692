import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The faces of the first paint in their core subsets: body text, the navigation and buttons, the
 * display headings (hero title, page titles). The built pages paint text before any script runs,
 * and fonts are font-display: optional, so a face not preloaded would reflow that text when it arrives.
 */
const CRITICAL_FONTS = ['inter-400-normal-core.woff2', 'inter-500-normal-core.woff2', 'cormorant-garamond-500-normal-core.woff2', 'cormorant-garamond-600-normal-core.woff2'];

/** The code every page runs (build/chunk-groups.ts; app/start.tsx), the largest of a first visit's downloads. */
const EVERY_PAGE_CHUNKS = ['framework', 'shell', 'start'];

/**
 * The texts every page shows in the default language (lib/i18n/text-modules.ts): the app renders
 * once they are in. The shell serves every address the build does not render, whose language only
 * the reader's stored choice knows; a built page in Indonesian preloads its own instead (build/prerender-pages.ts).
 */
export const DEFAULT_LANGUAGE_TEXTS = 'first-en';

/** A file of that code (or the bundler's runtime they import), by its hashed name. */
const EVERY_PAGE_SCRIPT = new RegExp(`(^|/)(${[...EVERY_PAGE_CHUNKS, 'rolldown-runtime'].join('|')})-[\\w-]{8}\\.js$`);

/**
 * What a page's lazy import preloads beside the page (Vite's `modulePreload.resolveDependencies`):
 * not the code every page runs, which the HTML preloads already, so the entry does not carry
 * their names for every page. Style sheets stay: the import is what applies them.
 */
export function lazyImportPreloads(_file: string, dependencies: string[]): string[] {
  return dependencies.filter((dependency) => !EVERY_PAGE_SCRIPT.test(dependency));
}

/**
 * Build step: tells the browser in the HTML what every first paint needs before any script has
 * run: the critical fonts, and the code every page runs with what it imports and its styles and the default language's texts, which
 * the entry would only ask for once it has run (hashed file names, so they are looked up in the
 * bundle). A page's own photos are preloaded by the entry, which knows the address
 * (app/first-reads.ts).
 */
export function preloadCritical(): Plugin {
  return {
    name: 'prana-preload-critical',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle ?? {};
        const fonts = Object.values(bundle).filter(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => CRITICAL_FONTS.some((font) => name.endsWith(font))),
        );
        const everyPage = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk' && EVERY_PAGE_CHUNKS.includes(output.name));
        const texts = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk' && output.name === DEFAULT_LANGUAGE_TEXTS);
        if (fonts.length !== CRITICAL_FONTS.length || everyPage.length !== EVERY_PAGE_CHUNKS.length || texts.length !== 1) {
          throw new Error(`preload-critical: expected ${[...CRITICAL_FONTS, ...EVERY_PAGE_CHUNKS, DEFAULT_LANGUAGE_TEXTS].join(', ')} in the bundle`);
        }
        const chunks = staticImports([...everyPage, ...texts], bundle).filter((chunk) => !chunk.isEntry);
        return [
          ...fonts.map((font): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${font.fileName}`, crossorigin: '' }, injectTo: 'head' })),
          ...chunks.map((chunk): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'modulepreload', href: `/${chunk.fileName}` }, injectTo: 'head' })),
          ...chunks.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]).map((css): HtmlTagDescriptor => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${css}`, crossorigin: '' }, injectTo: 'head' })),
        ];
      },
    },
  };
}

/** The chunks and everything they import statically, each once. */
function staticImports(roots: OutputChunk[], bundle: OutputBundle): OutputChunk[] {
  const seen = new Map<string, OutputChunk>();
  const visit = (chunk: OutputChunk): void => {
    if (seen.has(chunk.fileName)) return;
    seen.set(chunk.fileName, chunk);
    for (const name of chunk.imports) {
      const imported = bundle[name];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  roots.forEach(visit);
  return [...seen.values()];
}
