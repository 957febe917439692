import type { HtmlTagDescriptor, Plugin } from 'vite';
import { LANDING_HERO_SITE, imageVariants, siteHeroPath } from '../../../libs/catalogue/src/index.ts';

/** The two faces of the first paint, body text and the display headings (hero title), in their core subsets. */
const CRITICAL_FONTS = ['inter-400-normal-core.woff2', 'cormorant-garamond-600-normal-core.woff2'];

/**
 * Build step: tells the browser in the HTML what the first paint needs before any script has run:
 * the landing hero in its phone size (phones only: on a phone it is the largest paint, and it
 * otherwise starts only after the app and the landing chunk have loaded) and the critical fonts
 * (hashed file names, so they are looked up in the bundle).
 */
export function preloadCritical(): Plugin {
  return {
    name: 'prana-preload-critical',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const tags: HtmlTagDescriptor[] = [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'image', type: 'image/webp', href: imageVariants(siteHeroPath(LANDING_HERO_SITE)).phoneWebp, media: '(max-width: 640px)', fetchpriority: 'high' },
            injectTo: 'head',
          },
        ];
        for (const output of Object.values(context.bundle ?? {})) {
          if (output.type !== 'asset' || !output.originalFileNames.some((name) => CRITICAL_FONTS.some((font) => name.endsWith(font)))) continue;
          tags.push({ tag: 'link', attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${output.fileName}`, crossorigin: '' }, injectTo: 'head' });
        }
        if (tags.length !== 1 + CRITICAL_FONTS.length) throw new Error(`preload-critical: expected ${CRITICAL_FONTS.join(', ')} in the bundle`);
        return tags;
      },
    },
  };
}
