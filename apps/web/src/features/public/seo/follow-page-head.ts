import { i18n } from '../../../lib/i18n.ts';
import { addressLanguage } from '../../../lib/language-address.ts';
import { headElements, pageHead, type HeadElement } from './page-head.ts';

/** The elements `headElements` gives a page, found in the document. */
const OWNED = 'meta[name="description"], meta[name="robots"], link[rel="canonical"], link[rel="alternate"][hreflang], meta[property^="og:"], meta[name="twitter:card"], script[type="application/ld+json"]';

function element({ tag, attributes, text }: HeadElement): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The head of the public page at `address` after a navigation inside the app, as the build wrote
 * it for a first visit: its description, canonical and language addresses, preview tags and
 * structured data. A page the build does not render (the search) keeps only the site's description.
 * The title is the page's own (`useDocumentTitle`). A change of language may still be loading the
 * texts of the address's language: the head waits for them, and a later navigation wins.
 */
export async function followPageHead(address: string): Promise<void> {
  const origin = new URL(document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? window.location.href).origin;
  const language = addressLanguage(address) ?? 'en';
  await i18n.loadLanguages(language);
  if (window.location.pathname !== address) return;
  const head = pageHead(address, origin, i18n.getFixedT(language, ['common', 'public']));
  for (const node of document.head.querySelectorAll(OWNED)) node.remove();
  const description: HeadElement = { tag: 'meta', attributes: { name: 'description', content: i18n.getFixedT(language, 'public')('seo.description') } };
  document.head.append(...(head ? headElements(head) : [description]).map(element));
}
