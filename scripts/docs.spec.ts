import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documents name only what exists: every repository path (in backticks or links), every
 * `npm run <script>`, every link to a section, and every `Name.member` or `name()` in backticks.
 */

const root = fileURLToPath(new URL('..', import.meta.url));
const read = (path: string) => readFileSync(`${root}/${path}`, 'utf8');

const DOCUMENTS = ['README.md', ...readdirSync(`${root}/docs`).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** What is not the repository's own: installed, generated or local. */
const SKIP = new Set(['node_modules', '.git', 'dist', 'coverage', '.dev', '.tmp', 'test-results']);

/** Every file and folder of the repository, as paths from its root (folders without a trailing slash). */
function walk(folder = ''): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(`${root}/${folder}`, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    found.push(path);
    if (entry.isDirectory()) found.push(...walk(path));
  }
  return found;
}
const PATHS = walk();
const PATH_SET = new Set(PATHS);
const BASENAMES = new Set(PATHS.map((path) => posix.basename(path)));

/**
 * Where a path in backticks may start: the repository root, or the code folders the documents
 * name paths from (the architecture page writes `auth/access.ts` for apps/api/src/auth/access.ts).
 */
const BASES = ['', 'apps/api/src/', 'apps/web/src/', 'apps/web/', 'apps/api/'];

/** What the web build writes into apps/web/dist and the documents name alone: the service worker, sitemap.xml and robots.txt. */
const BUILT = new Set(['sw.js', 'sitemap.xml', 'robots.txt']);

/** What git ignores is written by the build, the api or a script (`dist/`, `.dev/`, `deploy/tls/`): named, never committed. */
function ignoredByGit(path: string): boolean {
  try {
    execFileSync('git', ['check-ignore', '--quiet', '--no-index', path], { cwd: root });
    return true;
  } catch {
    return false;
  }
}

const FILE_NAME = /^\.?[\w-]+(\.[\w-]+)*\.(ts|tsx|js|mjs|json|md|ya?ml|conf|html|css|sql|sh|txt|pdf|svg|png|webp|example)$/;

/** `{a,b}` expanded. */
function expandBraces(pattern: string): string[] {
  const match = /\{([^{}]*)\}/.exec(pattern);
  if (!match) return [pattern];
  return match[1]!.split(',').flatMap((choice) => expandBraces(pattern.slice(0, match.index) + choice + pattern.slice(match.index + match[0].length)));
}

/** A glob (`*`, `**`, or a `<placeholder>` for one name) as a regular expression over whole paths. */
function globToRegExp(glob: string): RegExp {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i]!;
    if (glob.startsWith('**', i)) {
      source += '.*';
      i += 1;
    } else if (char === '*') source += '[^/]*';
    else if (char === '<') {
      const end = glob.indexOf('>', i);
      source += '[^/]+';
      i = end === -1 ? glob.length : end;
    } else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`);
}

function pathExists(path: string): boolean {
  return expandBraces(path.replace(/\/$/, '')).every((one) => {
    if (/[*<]/.test(one)) {
      const pattern = globToRegExp(one);
      return PATHS.some((candidate) => pattern.test(candidate));
    }
    return PATH_SET.has(one);
  });
}

/** The text outside fenced code blocks (whose lines are commands and diagrams). */
function prose(text: string): string {
  const lines: string[] = [];
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push(line);
  }
  return lines.join('\n');
}

const inlineCode = (text: string) => [...prose(text).matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** Link targets, without titles. */
const links = (text: string) => [...prose(text).matchAll(/\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]!);

/** GitHub's anchor for each heading of a document. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const line of prose(text).split('\n')) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = heading[1]!
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    result.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return result;
}

/** A backticked span that names a repository path, without its `:line` or `#anchor`; undefined when it names none. */
function repositoryPath(span: string): string | undefined {
  if (/\s|:\/\/|^[/~@$]|\|/.test(span)) return undefined;
  const path = span.replace(/#.*$/, '').replace(/:\d+(-\d+)?$/, '');
  if (!path.includes('/')) return FILE_NAME.test(path) ? path : undefined;
  // Each part a name, a glob or a placeholder; the last one a file name or a folder's `/`, unless the path starts at a top folder.
  if (!/^[\w.@{},*<>-]+(\/[\w.@{},*<>-]+)*\/?$/.test(path)) return undefined;
  const last = path.endsWith('/') ? '' : posix.basename(path);
  if (last && !/\.\w+$|[*}>]$/.test(last) && !/^(apps|libs|test|scripts|deploy|bench|docs|\.ci)\//.test(path)) return undefined;
  return path;
}

function missingPaths(document: string, text = read(document)): string[] {
  const missing: string[] = [];
  for (const span of inlineCode(text)) {
    const path = repositoryPath(span);
    if (!path || BUILT.has(path)) continue;
    // A name alone (`feed-diff.ts`, `api/`) is read beside the path the sentence gave: it exists somewhere.
    const name = path.replace(/\/$/, '');
    const found = name.includes('/') ? BASES.some((base) => pathExists(base + path)) : BASENAMES.has(name);
    // A folder git ignores matches only when named as one (`dist/`), which a missing one cannot show.
    if (!found && !(name.includes('/') && (ignoredByGit(path) || ignoredByGit(`${name}/`)))) missing.push(`\`${span}\``);
  }
  for (const target of links(text)) {
    if (/^[a-z]+:/i.test(target) || target.startsWith('#')) continue;
    const path = posix.normalize(posix.join(posix.dirname(document), target.replace(/#.*$/, '')));
    if (!pathExists(path)) missing.push(`(${target})`);
  }
  return missing;
}

function brokenAnchors(document: string, text = read(document)): string[] {
  // A link is read from its document's folder, a path in backticks from the repository root.
  const targets = [
    ...links(text)
      .filter((target) => !/^[a-z]+:/i.test(target) && target.includes('#'))
      .map((target) => ({ shown: target, from: posix.dirname(document) })),
    ...inlineCode(text)
      .filter((span) => /^[\w./-]+\.md#[\w-]+$/.test(span))
      .map((span) => ({ shown: `\`${span}\``, from: '' })),
  ];
  return targets
    .filter(({ shown, from }) => {
      const [file, anchor] = shown.replaceAll('`', '').split('#') as [string, string];
      if (!file) return !anchors(text).has(anchor);
      const path = posix.normalize(posix.join(from, file));
      return !PATH_SET.has(path) || !path.endsWith('.md') || !anchors(read(path)).has(anchor);
    })
    .map(({ shown }) => shown);
}

const packageScripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;

const missingScripts = (document: string, text = read(document)) =>
  [...text.matchAll(/\bnpm run ([a-z][\w:-]*)/g)].map((match) => match[1]!).filter((name) => !(name in packageScripts));

/** The source code an identifier may live in (not this file, whose examples name what does not exist). */
const SOURCES = PATHS.filter((path) => /^(apps|libs|scripts|bench|test)\//.test(path) && /\.(ts|tsx)$/.test(path) && path !== 'scripts/docs.spec.ts').map(read);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `Name.member` or `Name.member()`: a file that declares Name also names member. `name()`: some source names it. */
function unknownIdentifiers(document: string, text = read(document)): string[] {
  return inlineCode(text).filter((span) => {
    const member = /^([A-Z][\w]*)\.([A-Za-z_]\w*)(\(\))?$/.exec(span);
    if (member && !FILE_NAME.test(span)) {
      const [, name, property] = member;
      const declares = new RegExp(`\\b(class|interface|type|enum|function|const|let|namespace)\\s+${escape(name!)}\\b`);
      const names = new RegExp(`\\b${escape(property!)}\\b`);
      return !SOURCES.some((source) => declares.test(source) && names.test(source));
    }
    const call = /^([a-z_]\w*)\(\)$/.exec(span);
    if (call) {
      const names = new RegExp(`\\b${escape(call[1]!)}\\b`);
      return !SOURCES.some((source) => names.test(source));
    }
    return false;
  });
}

describe.each(DOCUMENTS)('%s', (document) => {
  it('names only repository paths that exist', () => {
    expect(missingPaths(document)).toEqual([]);
  });

  it('links only to sections that exist', () => {
    expect(brokenAnchors(document)).toEqual([]);
  });

  it('names only npm scripts that package.json has', () => {
    expect(missingScripts(document)).toEqual([]);
  });

  it('names only classes, members and functions the code has', () => {
    expect(unknownIdentifiers(document)).toEqual([]);
  });
});

describe('the document check itself', () => {
  it('reads globs, brace lists and placeholders, and strips a line or an anchor', () => {
    expect(pathExists('apps/{api,web}/package.json')).toBe(true);
    expect(pathExists('test/api/*.e2e.ts')).toBe(true);
    expect(pathExists('apps/api/src/<domain>/')).toBe(true);
    expect(pathExists('apps/api/src/nowhere.ts')).toBe(false);
    expect(repositoryPath('scripts/start.ts:12')).toBe('scripts/start.ts');
    expect(repositoryPath('docs/architecture.md#jobs')).toBe('docs/architecture.md');
    expect(repositoryPath('GET /api/villas')).toBeUndefined();
    expect(repositoryPath('/api/docs')).toBeUndefined();
  });

  it('finds what a document names that does not exist', () => {
    const text = [
      'See `apps/api/src/main.ts`, `common/ids.ts`, `feed-diff.ts`, `.env.example` and `apps/web/dist`;',
      'not `apps/api/src/nowhere.ts`, `common/nowhere.ts` or `NOWHERE.md`.',
      '[Jobs](architecture.md#jobs), [here](#see), [gone](architecture.md#gone), [lost](nowhere.md), `docs/architecture.md#gone`.',
      '`npm run lint`, `npm run nowhere`. `GuestRequestsService.create`, `migrate()`; `BookingCodeNotice.issued`, `nowhereAtAll()`.',
      '',
      '## See',
    ].join('\n');
    expect(missingPaths('docs/x.md', text)).toEqual(['`apps/api/src/nowhere.ts`', '`common/nowhere.ts`', '`NOWHERE.md`', '(nowhere.md)']);
    expect(brokenAnchors('docs/x.md', text)).toEqual(['architecture.md#gone', '`docs/architecture.md#gone`']);
    expect(missingScripts('docs/x.md', text)).toEqual(['nowhere']);
    expect(unknownIdentifiers('docs/x.md', text)).toEqual(['BookingCodeNotice.issued', 'nowhereAtAll()']);
  });

  it('makes GitHub’s anchors', () => {
    expect(anchors('# Prana — how the code is built\n## Errors, texts and events are typed\n## Jobs\n## Jobs\n')).toEqual(
      new Set(['prana--how-the-code-is-built', 'errors-texts-and-events-are-typed', 'jobs', 'jobs-1']),
    );
  });
});
