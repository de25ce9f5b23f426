// The layout rules of worker/ and src/, as data and one function, so the check and its test share
// them. Paths are repository-relative with forward slashes.
import { posix } from 'node:path'

/**
 * The files of a Worker resource that other resources may import, and why. Everything else in a
 * resource folder is its own business: change it without looking outside the folder.
 */
export const WORKER_SURFACES = {
  'worker/accounts/session.ts':
    'who is asking: optionalUser, requireUser, requireActiveUser, viewerId',
  'worker/posts/queries.ts': 'reads of public posts and their API shape (PostRow, toPostSummary)',
  'worker/posts/media-rows.ts': "a post's photo rows: read, build from a processed photo, insert",
  'worker/posts/writes.ts': "a post's writes, e.g. the soft delete an organizer's event shares",
  'worker/translate/apply.ts': 'translations attached to post responses',
  'worker/translate/store.ts': 'stored translation rows read alongside posts',
  'worker/translate/lang.ts': 'which language a request asks for',
  'worker/translate/queue.ts': 'queue a post or imported shelters for write-time translation',
  'worker/translate/shelters.ts': "translations attached to the hazard map's shelters",
  'worker/translate/places.ts': 'translations attached to place and artist responses',
  'worker/translate/rallies.ts': 'translations attached to stamp rally responses',
  'worker/translate/alerts.ts': "warnings' headlines in the reader's language",
  'worker/translate/tags.ts': "tags' labels in the reader's language",
  'worker/media/pipeline.ts': 'clean and resize an uploaded photo',
  'worker/media/store.ts': 'put, roll back and delete R2 objects',
  'worker/search/documents.ts': 'keep the search index current on writes',
  'worker/pages/page.ts': 'render an HTML page (the asset fallback needs it)',
  'worker/pages/meta.ts': "a page's share meta (PageMeta, ShareImage), which a share card fills in",
  'worker/pages/meta-store.ts':
    'the public post row a post page reads (its share card is drawn from the same row)',
  'worker/pages/site-parts.ts': "what a site's pages share: its origin and the default card",
  'worker/pages/copy.ts': "the site's name in each language (the share card's mark)",
  'worker/share-cards/meta.ts': 'the share card og:image names when a page has no photo',
  'worker/places/store.ts':
    'reads of venues, restaurants, artists and their schedules (the place pages share meta)',
  'worker/accounts/mailer.ts': 'send an email (the provider, or the outbox without one)',
  'worker/accounts/password.ts': "check the account's password before it is deleted",
  'worker/accounts/social.ts':
    'check a fresh social sign-in before an account without a password is deleted',
  'worker/push/fcm-auth.ts':
    "the service account's OAuth token, which also deletes the Firebase user of a deleted account",
  'worker/ads/plans.ts':
    "the ad plans with prices and reach (GET /api/ads/plans), also the ad landing page's boot data",
  'worker/ads/review.ts':
    'review a paid ad (approve; reject with refund and email), shared by the moderation desk',
  'worker/moderation/access.ts':
    "who is staff: requireStaff (the desk's one check), also for the desk's shelter refresh and disaster mode",
  'worker/push/message-store.ts':
    "store a push message: a warning's push is one, so the admin's history lists it",
  'worker/push/consumer.ts': "the push queue's job (PushJob), which a warning's push enqueues",
  'worker/alerts/state.ts':
    'the warnings in force (AlertState), for the banner the edge writes into the first screen',
  'worker/alerts/push.ts':
    "a warning's recipients and each one's text in their language, for the push queue consumer",
  'worker/alerts/feed-health.ts': 'whether the JMA feeds are read, which GET /api/health reports',
  'worker/alerts/config.ts':
    'the JMA feed folder in use (feedConfig), whose health GET /api/health reports',
  'worker/hazard/shelter-store.ts':
    "the town's shelters (listShelters), which the hazard map's first screen lists for a phone without JavaScript",
  'worker/moderation/ng-words.ts':
    "the town's NG words: a post, an event or a profile edit that matches is held for review (posts, organizers, accounts), a new account's name refused",
  'worker/search/normalize.ts':
    "the search's text normalisation (NFKC, case, kana), which NG words match with too",
  'worker/map/ended.ts': "the map's sweep of ended items, a step of the hourly housekeeping",
  'worker/map/steady.ts': "the map's steady marks (markSteady), a step of the hourly housekeeping",
  'worker/ads/order-store.ts':
    "the ads' dates (advanceSchedule, tokyoToday), a step of the hourly housekeeping",
  'worker/account-data/queue.ts':
    'deletions left stale and expired downloads (accountDataHousekeeping), a step of the hourly housekeeping',
  'worker/organizers/access.ts':
    'who may act for an organization: requireOrganizer (one check for every organizer action), organizationsOf',
}

/** What each kind of file may import besides npm packages. */
const RULES = [
  {
    from: /^worker\/index\.ts$/,
    allows: () => true,
    rule: 'the Worker entry composes resources',
  },
  {
    from: /^worker\/lib\//,
    allows: (target) => target.startsWith('worker/lib/') || target.startsWith('src/shared/'),
    rule: 'worker/lib is a leaf: it imports only worker/lib and src/shared',
  },
  {
    from: /^worker\/([^/]+)\//,
    allows: (target, [, resource]) =>
      target.startsWith(`worker/${resource}/`) ||
      target.startsWith('worker/lib/') ||
      target.startsWith('src/shared/') ||
      target in WORKER_SURFACES ||
      // Pages write the same words as the app (the first screen, cuisine names in JSON-LD, each
      // route's title), from the app's own catalogues (a feature's part may have its own, as the
      // admin desk's moderation does). A warning's push says the banner's words (disaster mode's
      // catalogues, easy Japanese included).
      ((resource === 'pages' ||
        (resource === 'alerts' && target.startsWith('src/features/alerts/i18n/'))) &&
        /^src\/(app|features\/[^/]+(\/[^/]+)?|components(\/shell)?)\/i18n\//.test(target)),
    rule: 'a resource imports another resource only through a surface listed in scripts/lib/import-rules.mjs',
  },
  {
    from: /^src\/shared\//,
    allows: (target) => target.startsWith('src/shared/'),
    rule: 'src/shared runs in the Worker too: it imports only src/shared',
  },
  {
    from: /^src\/features\/([^/]+)\//,
    allows: (target, [, feature]) =>
      !target.startsWith('worker/') &&
      !target.startsWith('src/app/') &&
      (!target.startsWith('src/features/') || target.startsWith(`src/features/${feature}/`)),
    rule: 'a feature never imports another feature, src/app or the Worker (compose them in src/app)',
  },
  {
    from: /^src\/(components|lib|state|styles)\//,
    allows: (target) =>
      !target.startsWith('worker/') &&
      !target.startsWith('src/app/') &&
      !target.startsWith('src/features/'),
    rule: 'shared building blocks never import features, src/app or the Worker',
  },
  {
    from: /^src\//,
    allows: (target) => !target.startsWith('worker/'),
    rule: 'the SPA never imports the Worker',
  },
]

const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?:type\s)?(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Relative import specifiers of one file's text. */
export function importSpecifiers(text) {
  const found = []
  for (const match of text.matchAll(SPECIFIER)) {
    const spec = match[1] ?? match[2]
    if (spec?.startsWith('.')) found.push(spec)
  }
  return found
}

/** The repository path an import points at, with a `.ts`/`.tsx` ending when the file has one. */
function resolve(file, spec, files) {
  const base = posix.normalize(posix.join(posix.dirname(file), spec))
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    if (files.has(candidate)) return candidate
  }
  return base
}

const ZOD_FREE = /^src\/(?!features\/)(?!shared\/api\/(?:[^/]+-schema|schema-rules)\.ts$)/
const SCHEMA = /^src\/shared\/api\/(?:[^/]+-schema|schema-rules)\.ts$/
const ZOD_RULE =
  'zod stays out of the first route: outside the Worker and src/features, a request schema ' +
  '(src/shared/api/*-schema.ts) is imported only as a type, and zod not at all'

/**
 * Imports that would put zod in a bundle the first route may load: outside the Worker, the
 * features (lazy pages) and the schema files themselves, zod or a schema file imported for its
 * values. `import type` / `export type` are erased by the build and allowed.
 */
function zodViolations(file, text, files) {
  if (!ZOD_FREE.test(file)) return []
  const found = []
  for (const match of text.matchAll(VALUE_SPECIFIER)) {
    const spec = match[1] ?? match[2]
    if (!spec) continue
    if (spec === 'zod' || spec.startsWith('zod/')) {
      found.push({ file, target: spec, rule: ZOD_RULE })
    } else if (spec.startsWith('.')) {
      const target = resolve(file, spec, files)
      if (SCHEMA.test(target)) found.push({ file, target, rule: ZOD_RULE })
    }
  }
  return found
}

// As SPECIFIER, but not `import type`/`export type`, and never across the start of another
// statement (an `export const` without a semicolon runs on to the next `from`).
const VALUE_SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s(?!type\s)(?:(?:(?!\n(?:import|export)\s)[^'"`;])*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** Every import in `files` (path → text) that breaks a rule. */
export function importViolations(files) {
  const violations = []
  for (const [file, text] of files) {
    for (const spec of importSpecifiers(text)) {
      const target = resolve(file, spec, files)
      for (const { from, allows, rule } of RULES) {
        const match = from.exec(file)
        if (!match) continue
        if (!allows(target, match)) violations.push({ file, target, rule })
        break
      }
    }
    violations.push(...zodViolations(file, text, files))
  }
  return violations
}
