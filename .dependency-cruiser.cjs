/**
 * The api's module graph (docs/architecture.md, "Layers and what may import what"): imports between
 * the folders of apps/api/src point one way. A folder that imports another is never imported back by
 * it, directly or through others: the lower one owns what both need, or offers a small interface (or
 * a callback it is handed) that the higher one implements. `npm run lint` runs it.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'api-folders-one-way',
      severity: 'error',
      comment:
        'Two folders of apps/api/src import each other, directly or through others. Move what both need ' +
        'into the lower one, or let the lower one define a small interface the higher one implements.',
      scope: 'folder',
      from: { path: '^apps/api/src/([^/]+)' },
      // A folder's own subfolders (back-office/finance, database/migrations) are its business.
      to: { path: '^apps/api/src/', pathNot: '^apps/api/src/$1(/|$)', circular: true },
    },
    {
      name: 'api-folders-entered-at-the-top',
      severity: 'error',
      comment:
        "Another folder imports a file in a subfolder of this one (back-office/finance/…): import the " +
        "folder's own top-level files instead (its module, services, entity list). The folder rule sees a " +
        'subfolder as a folder of its own, so only then does it see every two-way import of its parent.',
      from: { path: '^apps/api/src/([^/]+)/' },
      to: { path: '^apps/api/src/[^/]+/[^/]+/', pathNot: '^apps/api/src/$1/' },
    },
  ],
  options: {
    includeOnly: '^apps/api/src/',
    exclude: { path: '\\.spec\\.tsx?$' },
    // Type-only imports count: a type is a dependency too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Folder rules need the folder metrics.
    metrics: true,
  },
};
