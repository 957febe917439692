// React 18 and later have useSyncExternalStore themselves: react-i18next's import of the shim for
// older Reacts resolves here (vite.config.ts), so its fallback code stays out of every page's download.
export { useSyncExternalStore } from 'react';
