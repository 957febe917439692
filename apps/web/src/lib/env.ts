/** Build-time facts about where the web app runs. Everything is same-origin: the api serves the web. */
export const env = {
  isDev: import.meta.env.DEV,
  /** Prefix for REST calls; the api and the web share one origin (the Vite dev server proxies). */
  apiBase: '',
} as const;
