// The entry stays small: it starts the current address's first reads, its page code and the app's
// code together (each loaded once: the router's lazy routes and the queries take the same), then
// the app starts.
import '../lib/zod-without-eval.ts';
import '../styles/theme.css';
import { startFirstReads } from './first-reads.ts';
import { pagesFor } from './pages.ts';

startFirstReads(window.location);
for (const load of pagesFor(window.location.pathname)) void load().catch(() => undefined);
void import('./start.tsx');
