/**
 * The layers of the workspace, checked in CI by `pnpm check:deps`: schema at the bottom, the
 * platform (infrastructure) on it, indexer and search-api on both, the all-in-one portal on top;
 * the web client talks to the others only through schema's contracts. In web/src the feature
 * folders do not reach into each other's files: what several features use lives in app/ (the
 * shell), shared/ (widgets, formatting) or search/ (the search client and its URL routing), and
 * what a feature offers other pages is listed in FEATURE_WIDGETS below (imported file by file:
 * a barrel index.ts made the bundler load all of a feature's widgets, and their CSS, wherever
 * one of them was used, +30 KB of JavaScript on the game page). Those shared folders import
 * no feature; web/src/routes.tsx, the entries and i18n/ (which composes every feature's texts)
 * sit above the features and may.
 */
const OUR_PACKAGES = ['schema', 'platform', 'indexer', 'search-api', 'portal', 'web', 'e2e'];
const others = (...allowed) => `^(${OUR_PACKAGES.filter((name) => !allowed.includes(name)).join('|')})/`;

const WEB_FEATURES = [
  'accounts',
  'alerts',
  'notifications',
  'lists',
  'game',
  'games',
  'start',
  'extended-search',
  'static-pages',
  'magazine',
  'comments',
  'editorial',
  'reviews',
  'recommendations',
  'dealers',
  'analytics',
  'operations',
  'dealer-area',
  'search-box',
].join('|');

/** The widgets a feature offers other features' pages; everything else in its folder is its own. */
const FEATURE_WIDGETS = [
  'alerts/GameAlerts.tsx', // the game page's alert box
  'lists/GameCardActions.tsx', // "Merken" and "Ignorieren" on every game card
  'lists/GamePageActions.tsx', // the same on the game page
  'lists/RefreshOnIgnore.tsx', // the game list refreshes when a game is ignored
  'lists/ShowIgnoredSwitch.tsx', // the game list's switch "Ignorierte Spiele anzeigen"
  'comments/CommentThread.tsx', // the comments of magazine posts (and recommendation lists)
  'reviews/GameReviews.tsx', // the game page's reviews (its interactive part loads lazily)
  'editorial/ModerationQueue.tsx', // the moderation queue, also on the curators' comment page
  'dealers/DealerDirectory.tsx', // the dealer directory below the text of /dealers-details
  'dealers/dealers-data.ts', // its data, read by that static page's loader
  'dealers/FeedFormatTables.tsx', // the feed formats and fields below the text of /dealers
  'dealer-area/DealerMembersPanel.tsx', // a shop's members, on the operators' dealer page
  'search-box/SearchBox.tsx', // the search field with suggestions, also on the start page
].map((file) => `^web/src/${file.replace(/\./g, '\\.')}$`);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'A cycle makes both modules load and change together; cut it with a smaller module both import.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-imports-only-schema',
      comment: 'The browser bundle may carry only the shared contracts, never server code.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: others('web', 'schema') },
    },
    {
      name: 'schema-imports-none-of-ours',
      comment: 'schema is the bottom layer every package imports; it depends on no other package of ours.',
      severity: 'error',
      from: { path: '^schema/' },
      to: { path: others('schema') },
    },
    {
      name: 'platform-imports-only-schema',
      comment: 'The infrastructure (queue, mailer, file store, logger) knows no feature package.',
      severity: 'error',
      from: { path: '^platform/' },
      to: { path: others('platform', 'schema') },
    },
    {
      name: 'search-api-does-not-import-indexer',
      comment:
        'The API process must not carry the feed pipeline; the all-in-one start composes both in portal/. Tests, benches and test helpers (testing*, test-*) may use the indexer to set up data.',
      severity: 'error',
      from: {
        path: '^search-api/',
        pathNot: [
          '\\.test(-suite)?\\.tsx?$',
          '(^|/)testing[^/]*(/|$)',
          '(^|/)test-[^/]*$',
          '^search-api/bench/',
        ],
      },
      to: { path: '^indexer/' },
    },
    {
      name: 'web-features-stay-apart',
      comment:
        'A feature folder does not import another feature folder; what several features use goes to web/src/app/ (the shell) or web/src/shared/.',
      severity: 'error',
      from: { path: `^web/src/(${WEB_FEATURES})/` },
      to: {
        path: `^web/src/(${WEB_FEATURES})/`,
        pathNot: ['^web/src/$1/', ...FEATURE_WIDGETS],
      },
    },
    {
      name: 'web-shared-imports-no-feature',
      comment:
        'The shell, the shared widgets and the search client are used by every feature; importing one would tie them all to it.',
      severity: 'error',
      from: { path: '^web/src/(app|shared|search|api|head)/' },
      to: { path: `^web/src/(${WEB_FEATURES})/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '^e2e/(reports|test-results)/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
