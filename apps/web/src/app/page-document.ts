/**
 * The HTML document of a rendered page, in Node: the built shell (dist/index.html) made the page's
 * template (its language, styles and code), then filled with the page's head and rendered root.
 * The build writes the public pages with it (build/prerender-pages.ts); the api fills the
 * templates of pages rendered on request (search-page.tsx).
 */
import { headElements, type PageHead } from '../features/public/seo/page-head.ts';
import { escapeHtml } from '../lib/html.ts';
import { PAGE_DATA_ID } from './page-data.ts';

/** JSON text inside a script element: `<` escaped so no text can close it. */
const scriptJson = (json = '') => json.replaceAll('<', '\\u003c');

/** Where the template takes the page's title and head elements: before the page's own styles and code, as the build always wrote them. */
const HEAD_MARK = '<!--page head-->';

const attributes = (values: Record<string, string>) => Object.entries(values).map(([name, value]) => ` ${name}="${escapeHtml(value)}"`).join('');

/**
 * The shell as a page's template: its language, the style sheets it applies and the code it
 * preloads; the shell's own title and description give way to the page's head.
 */
export function pageTemplate(shell: string, language: string, files: { css: string[]; js: string[] }): string {
  const links = [...files.css.map((css) => `<link rel="stylesheet" crossorigin href="/${css}" />`), ...files.js.map((js) => `<link rel="modulepreload" href="/${js}" />`)];
  const template = shell
    .replace('<html lang="en">', `<html lang="${language}">`)
    .replace(/\s*<title>[^<]*<\/title>/, '')
    .replace(/\s*<meta name="description"[^>]*>/, '')
    .replace('</head>', `  ${[HEAD_MARK, ...links].join('\n    ')}\n  </head>`);
  if (!template.includes(`lang="${language}"`) || !template.includes('<div id="root"></div>')) throw new Error('dist/index.html is not the shell the page templates expect');
  return template;
}

/** The template with the page's title and head elements before its styles, its rendered root, and the data its queries start from. */
export function pageDocument(template: string, html: string, head: PageHead, data?: unknown): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    ...headElements(head).map(({ tag, attributes: values, text }) => (tag === 'script' ? `<script${attributes(values)}>${scriptJson(text)}</script>` : `<${tag}${attributes(values)} />`)),
  ];
  const seeded = data === undefined ? '' : `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(JSON.stringify(data))}</script>`;
  if (!template.includes(HEAD_MARK)) throw new Error('not a page template (pageTemplate)');
  // Function replacements: the page's texts may hold `$` sequences a replacement string would read.
  return template
    .replace(HEAD_MARK, () => tags.join('\n    '))
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${seeded}`);
}
