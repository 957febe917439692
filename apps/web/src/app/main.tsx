// The entry stays small: it starts the current address's first reads, its page code, its language's
// texts and the app's code together (each loaded once: the router's lazy routes and the queries take the same), then
// the app starts.
import '../lib/zod-without-eval.ts';
import '../styles/theme.css';
import { FIRST_TEXT_MODULES } from '../lib/i18n/text-modules.ts';
import { startingLanguage } from '../lib/i18n/starting-language.ts';
import { startFirstReads } from './first-reads.ts';
import { pagesFor } from './pages.ts';

startFirstReads(window.location);
void FIRST_TEXT_MODULES[startingLanguage()]().catch(() => undefined);
for (const load of pagesFor(window.location.pathname)) void load().catch(() => undefined);
void import('./start.tsx');
