import '../lib/zod-without-eval.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles/theme.css';
import '../lib/i18n.ts';
import { queryClient } from '../lib/query-client.ts';
import { sessionQuery } from '../lib/session.tsx';
import { AppProviders } from './providers.tsx';

// Who is signed in decides what most pages show: ask before React's first render, not after it.
void queryClient.prefetchQuery(sessionQuery);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
