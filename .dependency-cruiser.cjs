/**
 * The floor plan of src/, enforced. `npm run lint:layers` prints every import that breaks a rule;
 * tests/unit/layers.test.ts runs the same check inside `npm test`. docs/architecture.md draws
 * the picture these rules keep true:
 *
 *   src/app (pages, route handlers) and src/components
 *     → src/web          request parsing, the route factory, error mapping, cache headers
 *     → src/services/<domain>   content, community, donations, courses, accounts, ai, platform
 *     → src/integrations/<one>  Stripe, OpenAI, YouTube, TTS, e-mail, storage: each stands alone
 *     and the database (Payload, pg)
 *   src/jobs runs queued work by calling services; src/jobs/queues.ts (names only) is for everyone.
 *   src/lib holds pure helpers: any layer may use them, they use no layer.
 *
 * Type-only imports (`import type`) never run, so the layer rules ignore them; circles count
 * them too, except where noted.
 */
const LAYERS_ABOVE_SERVICES = '^src/(app|components|web)/'
const JOBS_EXCEPT_NAMES = { path: '^src/jobs/', pathNot: '^src/jobs/queues\\.ts$' }

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Modules must not import each other in a circle (directly or through others): split the shared part into its own module.',
      from: { path: '^src/' },
      to: { circular: true, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'lib-is-pure',
      severity: 'error',
      comment:
        'src/lib holds pure helpers (formatting, parsing, options, small client hooks) with no data access: it imports no layer of the app and no database or provider SDK. Code that reads the database or calls a provider belongs in a service.',
      from: { path: '^src/lib/' },
      to: {
        dependencyTypesNot: ['type-only'],
        path: ['^src/(app|components|web|services|integrations|jobs|collections|globals|hooks|seed|access|fields)/', '^node_modules/(payload|pg|@payloadcms|stripe|openai|nodemailer)/'],
      },
    },
    {
      name: 'integrations-stand-alone',
      severity: 'error',
      comment:
        'An integration wraps one outside service (Stripe, OpenAI, YouTube, TTS, e-mail, storage) and knows nothing of the app: no services, jobs, web layer, pages or Payload collections. What it needs from the app (a quota store, a setting) is passed in by the service that calls it.',
      from: { path: '^src/integrations/' },
      to: { dependencyTypesNot: ['type-only'], path: '^src/(app|components|web|services|jobs|collections|globals|hooks|seed)/' },
    },
    {
      name: 'integrations-do-not-use-each-other',
      severity: 'error',
      comment: 'Each integration stands alone; a service combines them.',
      from: { path: '^src/integrations/([^/]+)/' },
      to: { path: '^src/integrations/', pathNot: '^src/integrations/$1/' },
    },
    {
      name: 'services-stay-below-the-web',
      severity: 'error',
      comment: 'Services do the work of the site and know nothing of HTTP, pages or components: routes call services, never the reverse.',
      from: { path: '^src/services/' },
      to: { dependencyTypesNot: ['type-only'], path: LAYERS_ABOVE_SERVICES },
    },
    {
      name: 'services-start-jobs-by-name',
      severity: 'error',
      comment:
        'A service queues a job by its queue and task name (src/jobs/queues.ts) and asks the runner to look through src/services/platform/jobs.ts; it never imports the scheduler, the runner or a task (tasks call services, so that would be a circle).',
      from: { path: '^src/services/' },
      to: { dependencyTypesNot: ['type-only'], ...JOBS_EXCEPT_NAMES },
    },
    {
      name: 'web-does-not-reach-past-services',
      severity: 'error',
      comment: 'Pages, components and the web layer reach providers and jobs only through services (e.g. services/donations/stripeAccess.ts, services/platform/jobs.ts).',
      from: { path: LAYERS_ABOVE_SERVICES },
      to: { dependencyTypesNot: ['type-only'], path: '^src/integrations/' },
    },
    {
      name: 'web-starts-jobs-through-services',
      severity: 'error',
      comment: 'Routes, pages and components never import the job scheduler, runner or tasks: a service starts the work.',
      from: { path: LAYERS_ABOVE_SERVICES },
      to: { dependencyTypesNot: ['type-only'], ...JOBS_EXCEPT_NAMES },
    },
    {
      name: 'web-layer-is-not-ui',
      severity: 'error',
      comment: 'src/web parses requests and shapes answers; it never imports pages or components.',
      from: { path: '^src/web/' },
      to: { dependencyTypesNot: ['type-only'], path: '^src/(app|components)/' },
    },
    {
      name: 'jobs-are-not-web',
      severity: 'error',
      comment: 'Jobs run outside any request: they call services, never routes, pages or components.',
      from: { path: '^src/jobs/' },
      to: { dependencyTypesNot: ['type-only'], path: LAYERS_ABOVE_SERVICES },
    },
    {
      name: 'no-test-code-in-the-product',
      severity: 'error',
      comment: 'The fakes and test helpers live in tests/ and never ship.',
      from: { path: '^(src|server)/' },
      to: { path: '^(tests|bench)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/app/\\(payload\\)/admin/importMap\\.js$', '\\.next/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
