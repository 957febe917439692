// The entry stays small: it starts the current address's page code and the app's code together
// (each loaded once: the router's lazy routes get the same modules), then the app starts.
import '../lib/zod-without-eval.ts';
import '../styles/theme.css';
import { pagesFor } from './pages.ts';

for (const load of pagesFor(window.location.pathname)) void load().catch(() => undefined);
void import('./start.tsx');
