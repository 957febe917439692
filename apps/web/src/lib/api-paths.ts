/** Reads every page makes first, named once for their queries and for the entry's early reads (app/first-reads.ts). */
export const ME_PATH = '/api/auth/me';
export const PUBLIC_CONFIG_PATH = '/api/public-config';
