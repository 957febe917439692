import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as configureZod } from 'zod';
import '../styles/theme.css';
import '../lib/i18n.ts';
import { AppProviders } from './providers.tsx';

// The forms validate with the contracts' zod schemas. Zod probes `new Function` for speed, which our
// content security policy (no eval) reports as a violation; run it without that probe.
configureZod({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
