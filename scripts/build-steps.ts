/**
 * What `npm run build` runs, in order, as package.json scripts. `npm start` runs the same list (so a
 * step added to one cannot be missing from the other: it once built the web without its fonts);
 * build-steps.spec.ts holds package.json's `build` to it.
 */
export const BUILD_SCRIPTS = ['build:media', 'build:api', 'build:web'] as const;
