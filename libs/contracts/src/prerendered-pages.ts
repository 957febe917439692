/** Where the web build writes the public pages it rendered, inside its output folder; the api serves them from there. */
export const PRERENDERED_DIR = 'prerendered';

/**
 * The file of a rendered page under PRERENDERED_DIR: `/` → `/index.html`, `/id/about` →
 * `/id/about.html`; null for an address that cannot name one (only lowercase slugs, so never `..`).
 */
export function prerenderedFile(address: string): string | null {
  if (!/^\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?$/.test(address)) return null;
  return `${address === '/' ? '/index' : address}.html`;
}
