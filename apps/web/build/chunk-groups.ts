import type { CodeSplittingGroup, OutputOptions } from 'rolldown';

/**
 * Which files a first visit downloads. A phone on HTTP/1.1 opens six connections per host, and each
 * file costs at least one round trip (150 ms in the lab profile): left to automatic splitting, a
 * page's first render waited for ~50 small files (~8 rounds, over a second before any code ran).
 * So the code is grouped by who runs it: the framework, the app's shell (what every page runs or
 * shares, the domain rules and the catalogue's shared content with it), the rules only signed-in
 * pages apply, the landing's content, the live connection (guests and staff), and the companion as a whole
 * (a guest's phone then holds every page of it after one visit, offline too). A page's own modules stay in its page
 * file; code that only some pages need (the map, charts, zod schemas, admin panels) stays out.
 */
const FRAMEWORK_PACKAGES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][\w-]+|i18next|i18next-resources-to-backend|react-i18next)[\\/]/;

/** Of the framework, what only the companion's offline cache uses (TanStack's dehydrate and hydrate): it loads with it. */
const FRAMEWORK_FOR_COMPANION = /[\\/]@tanstack[\\/]query-core[\\/]build[\\/]modern[\\/]hydration\.js$/;

/** React's own useSyncExternalStore in place of react-i18next's shim for older Reacts (vite.config.ts). */
const SHIM = /[\\/]apps[\\/]web[\\/]build[\\/]use-sync-external-store-shim\.ts$/;

const inFramework = (id: string) => SHIM.test(id) || (FRAMEWORK_PACKAGES.test(id) && !FRAMEWORK_FOR_COMPANION.test(id));

const SRC = /[\\/]apps[\\/]web[\\/]src[\\/](.+)$/;

/** Signed-in guests and staff only: a visitor never loads these. */
const CONNECTED = /^lib[\\/](socket|live-cache|push|use-stored-text)\.ts$|^lib[\\/]offline[\\/](outbox|persist)\.ts$/;

/** Staff areas' texts load with their areas. */
const STAFF_TEXTS = /^lib[\\/]i18n[\\/](admin|sync|back-office)\.ts$/;

function sourcePath(id: string): string | undefined {
  return SRC.exec(id)?.[1];
}

/** What only the companion's pages use: the passport MRZ reader of online check-in, the extras menu's address. */
const COMPANION_ONLY = /[\\/]node_modules[\\/]mrz[\\/]|[\\/]libs[\\/]contracts[\\/]src[\\/](passport-mrz|extras-menu)\.ts$/;

/** The companion: its pages, its texts, its content (dining, guide, transport, the concierge…) and what only it uses. */
function inCompanion(id: string): boolean {
  const path = sourcePath(id);
  if (path !== undefined) return /^features[\\/]guest[\\/]|^lib[\\/]i18n[\\/]guest\.ts$/.test(path);
  return /[\\/]libs[\\/]catalogue[\\/]src[\\/]guest[\\/]/.test(id) || COMPANION_ONLY.test(id);
}

/** The rules shared by the api and the pages (dates, money, texts by meaning): many small modules. */
const DOMAIN = /[\\/]libs[\\/]domain[\\/]src[\\/]/;

/**
 * The rules only the companion and the staff areas apply (the ledger, the rota, requests, turnovers…):
 * a file of their own, so a visitor's pages do not download them. A public page that comes to use
 * one loads that file too (first-reads journey: a visitor's files).
 */
const SIGNED_IN_DOMAIN =
  /[\\/]libs[\\/]domain[\\/]src[\\/](requests|request-messages|timeline|ledger|turnovers|arrivals|billing|relative-days|admin-forms|queue|offerings|register|maintenance|concierge-deadline|rota|shuttle|expenses|stored-text|stay-times)\.ts$/;

/** The catalogue's contacts, sites and villas, which the public pages and the areas behind sign-in show (small modules, a file each otherwise). */
const SHARED_CONTENT = /[\\/]libs[\\/]catalogue[\\/]src[\\/](contact|sites|villas|villas-[\w-]+|map)\.ts$/;

/** Shared by the public pages and the areas behind sign-in: the app's own code, the rules it applies, and the catalogue's shared content. */
function inShell(id: string): boolean {
  const path = sourcePath(id);
  if (path === undefined) return SHARED_CONTENT.test(id) || DOMAIN.test(id);
  return /^(app|lib|components|features[\\/]public)[\\/]/.test(path) && !STAFF_TEXTS.test(path);
}

/** What the landing shows of the catalogue (its estates, services, reviews), also read by the pages' structured data: one file, not one per module. */
const LANDING_CONTENT = /[\\/]libs[\\/]catalogue[\\/]src[\\/](estates|services|testimonials)\.ts$/;

const GROUPS: CodeSplittingGroup[] = [
  // The entry's own imports (the first reads) stay its own, so the groups below load only when a page asks.
  { name: 'entry', tags: ['$initial'], priority: 5 },
  { name: 'framework', test: inFramework, priority: 4 },
  { name: 'connected', test: (id) => CONNECTED.test(sourcePath(id) ?? ''), priority: 3 },
  { name: 'guest', test: inCompanion, priority: 2 },
  // Shared by two pages or more: a page's own modules stay in its file.
  { name: 'shell', test: inShell, minShareCount: 2, priority: 1 },
  { name: 'domain-signed-in', test: SIGNED_IN_DOMAIN, priority: 2 },
  { name: 'landing-content', test: LANDING_CONTENT, priority: 1 },
];

/**
 * A group holds the modules its test names and no more (rolldown would otherwise pull each one's
 * imports in with it: zod into every page's shell); modules then run in import order across files.
 */
export const CHUNK_OUTPUT: OutputOptions = {
  codeSplitting: { groups: GROUPS, includeDependenciesRecursively: false },
};
