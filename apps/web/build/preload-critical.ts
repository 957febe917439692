import type { HtmlTagDescriptor, Plugin } from 'vite';

/** The two faces of the first paint, body text and the display headings (hero title), in their core subsets. */
const CRITICAL_FONTS = ['inter-400-normal-core.woff2', 'cormorant-garamond-600-normal-core.woff2'];

/**
 * Build step: tells the browser in the HTML what every first paint needs before any script has
 * run: the critical fonts (hashed file names, so they are looked up in the bundle). A page's own
 * photos are preloaded by the entry, which knows the address (app/first-reads.ts).
 */
export function preloadCritical(): Plugin {
  return {
    name: 'prana-preload-critical',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags: HtmlTagDescriptor[] = [];
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type !== 'asset' || !output.originalFileNames.some((name) => CRITICAL_FONTS.some((font) => name.endsWith(font)))) continue;
          tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${output.fileName}`, crossorigin: '' }, injectTo: 'head' });
        }
        if (tags.length !== CRITICAL_FONTS.length) throw new Error(`preload-critical: expected ${CRITICAL_FONTS.join(', ')} in the bundle`);
        return tags;
      },
    },
  };
}
