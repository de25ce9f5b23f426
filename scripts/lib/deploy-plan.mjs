// The plan of `npm run deploy`: every resource, setting and secret the Worker's configuration
// needs on a Cloudflare account, each with how to check it, how to create it and what it enables.
// A pure function of the parsed wrangler config, so `--dry-run` and the test can print and hold it
// without an account. scripts/deploy.mjs carries it out.
import { resolveJmaAreas } from './deploy-jma-areas.mjs'
import {
  QUEUE_PURPOSES,
  routeHost,
  SECRETS,
  siteHosts,
  varProblems,
  WORKERS_PLAN,
} from './deploy-settings.mjs'

/**
 * Every configuration path of a parsed wrangler config: `key` for a scalar or a list of scalars,
 * `key.sub` for the members of a table, `key[i]` for the entries of an array of tables.
 */
export function configPaths(config) {
  const paths = []
  const walk = (prefix, value) => {
    if (Array.isArray(value) && value.some((item) => isTable(item))) {
      value.forEach((_, index) => {
        paths.push(`${prefix}[${index}]`)
      })
    } else if (isTable(value)) {
      const entries = Object.entries(value)
      if (entries.length === 0) paths.push(prefix)
      for (const [key, member] of entries) walk(`${prefix}.${key}`, member)
    } else {
      paths.push(prefix)
    }
  }
  for (const [key, value] of Object.entries(config)) walk(key, value)
  return paths
}

/** True when `path` is `cover` or lies inside it (`assets` covers `assets.binding`). */
export function isCovered(path, cover) {
  return path === cover || path.startsWith(`${cover}.`) || path.startsWith(`${cover}[`)
}

function isTable(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Builds the plan for one parsed wrangler config. Steps run in order; `unknown` lists the
 * configuration paths no step accounts for (a binding added to wrangler.toml that deploy does not
 * know yet), `problems` the settings that must change before a real deploy.
 */
export function buildDeployPlan(config, { deployConfig = defaultDeployConfig(config) } = {}) {
  const steps = []
  const problems = []
  const add = (step) => steps.push({ check: null, create: null, ...step })
  const worker = String(config.name ?? '')
  const vars = isTable(config.vars) ? config.vars : {}

  add({
    id: 'plan',
    kind: 'account-feature',
    what: `the ${WORKERS_PLAN.name} plan on the account`,
    covers: [],
    details: WORKERS_PLAN.reasons,
    applied: WORKERS_PLAN.applied,
    enables: 'share cards, the shelter import, the JMA poll and a town of any size',
  })

  add({
    id: 'worker',
    kind: 'worker',
    what: `Worker "${worker}": its code (${config.main}), compatibility settings and Workers Logs`,
    covers: [
      'name',
      'account_id',
      'main',
      'compatibility_date',
      'compatibility_flags',
      'observability',
      'workers_dev',
    ],
    applied: 'by wrangler deploy',
    enables: 'the API, the pages of every site and the media',
  })
  if (config.assets) {
    add({
      id: 'assets',
      kind: 'assets',
      what: `static files of the build (${config.assets.directory}) as binding ${config.assets.binding}`,
      covers: ['assets'],
      applied: 'by wrangler deploy (uploaded with the Worker)',
      enables: 'the SPA of every language',
    })
  }

  ;(config.d1_databases ?? []).forEach((db, index) => {
    add({
      id: `d1:${db.binding}`,
      kind: 'd1',
      name: db.database_name,
      binding: db.binding,
      what: `D1 database "${db.database_name}" (binding ${db.binding})`,
      covers: [`d1_databases[${index}]`],
      check: ['d1', 'list', '--json'],
      create: ['d1', 'create', db.database_name],
      enables: 'all data: accounts, posts, coupons, orders',
    })
  })
  ;(config.r2_buckets ?? []).forEach((bucket, index) => {
    add({
      id: `r2:${bucket.binding}`,
      kind: 'r2',
      name: bucket.bucket_name,
      binding: bucket.binding,
      what: `R2 bucket "${bucket.bucket_name}" (binding ${bucket.binding})`,
      covers: [`r2_buckets[${index}]`],
      check: ['r2', 'bucket', 'list'],
      create: ['r2', 'bucket', 'create', bucket.bucket_name],
      enables: 'photos and avatars (/media/…)',
    })
  })

  // One step per queue, covering the producer and the consumer that name it.
  const queues = new Map()
  const queueEntry = (name) => {
    if (!queues.has(name)) {
      queues.set(name, { covers: [], producers: [], consumer: false, deadLettersOf: [] })
    }
    return queues.get(name)
  }
  const queueConfig = isTable(config.queues) ? config.queues : {}
  ;(queueConfig.producers ?? []).forEach((producer, index) => {
    const entry = queueEntry(producer.queue)
    entry.covers.push(`queues.producers[${index}]`)
    entry.producers.push(producer.binding)
  })
  ;(queueConfig.consumers ?? []).forEach((consumer, index) => {
    const entry = queueEntry(consumer.queue)
    entry.covers.push(`queues.consumers[${index}]`)
    entry.consumer = true
    // A dead-letter queue is a queue of the account like the others: checked and created too.
    if (consumer.dead_letter_queue) {
      queueEntry(consumer.dead_letter_queue).deadLettersOf.push(consumer.queue)
    }
  })
  for (const [name, entry] of queues) {
    const roles = [
      ...entry.producers.map((binding) => `producer ${binding}`),
      ...(entry.consumer ? ['consumed by this Worker'] : []),
      ...entry.deadLettersOf.map((queue) => `dead letters of ${queue}`),
    ]
    add({
      id: `queue:${name}`,
      kind: 'queue',
      name,
      what: `Queue "${name}" (${roles.join(', ')})`,
      covers: entry.covers,
      check: ['queues', 'info', name],
      create: ['queues', 'create', name],
      enables:
        QUEUE_PURPOSES[name] ??
        (entry.deadLettersOf.length > 0
          ? 'keeps the messages that failed every retry'
          : 'background work of the Worker'),
    })
  }

  if (config.images) {
    add({
      id: 'images',
      kind: 'account-feature',
      what: `Cloudflare Images (binding ${config.images.binding})`,
      covers: ['images'],
      applied: 'nothing to create; Images must be enabled on the account (dashboard → Images)',
      enables: 'photo uploads (orientation, resizing, metadata stripped)',
    })
  }
  if (config.ai) {
    add({
      id: 'ai',
      kind: 'account-feature',
      what: `Workers AI (binding ${config.ai.binding})`,
      covers: ['ai'],
      applied: 'nothing to create; Workers AI is part of every account',
      enables: 'translation when TRANSLATION_PROVIDER = "workers-ai"',
    })
  }

  const crons = config.triggers?.crons ?? []
  if (config.triggers) {
    add({
      id: 'cron',
      kind: 'cron',
      what: `Cron Trigger ${crons.map((cron) => `"${cron}"`).join(', ') || '(none)'}`,
      covers: ['triggers'],
      crons,
      applied: 'by wrangler deploy; checked in its output',
      enables: 'hourly housekeeping: rows past their retention (docs/operations.md, Retention)',
    })
  }

  // Routes: wrangler.toml's own `routes`, or else a custom domain for each site host.
  const siteHost = String(vars.SITE_HOST ?? '')
  const hosts = siteHosts(siteHost)
  const routes = config.routes ?? (config.route ? [config.route] : null)
  if (routes) {
    const routed = new Set(routes.map(routeHost))
    for (const host of hosts) {
      if (!routed.has(host)) problems.push(`no route in wrangler.toml for ${host}`)
    }
  }
  for (const host of hosts) {
    add({
      id: `domain:${host}`,
      kind: 'domain',
      host,
      what: routes ? `route for ${host} (wrangler.toml routes)` : `custom domain ${host}`,
      covers: routes ? [config.routes ? 'routes' : 'route'] : [],
      applied: routes
        ? 'by wrangler deploy; checked in its output'
        : `by wrangler deploy --domain ${host} (the zone of ${siteHost} must be on the account); checked in its output`,
      enables:
        host === siteHost ? 'the Japanese site' : `the ${host.split('.')[0]} international site`,
    })
  }

  for (const [name, value] of Object.entries(vars)) {
    add({
      id: `var:${name}`,
      kind: 'var',
      name,
      what: `var ${name} = ${JSON.stringify(value)} (uploaded by wrangler deploy)`,
      covers: [`vars.${name}`],
      applied: 'by wrangler deploy',
      enables:
        name === 'SITE_HOST'
          ? 'the hosts of the five sites'
          : 'configuration (docs/configuration.md)',
    })
  }
  problems.push(...varProblems(vars))

  // The town's JMA codes, resolved through JMA's tables: what disaster mode will read.
  const jma = resolveJmaAreas(vars.JMA_AREA_CODES)
  add({
    id: 'jma-areas',
    kind: 'jma-areas',
    what: "the town's JMA areas (JMA_AREA_CODES through JMA's tables, data/jma/)",
    covers: [],
    details: jma.lines,
    jma,
    applied: 'by wrangler deploy (the Worker resolves the same codes from the same tables)',
    enables: 'weather warnings, 震度 and 津波 for the town (disaster mode)',
  })
  problems.push(...jma.problems)

  add({
    id: 'build',
    kind: 'build',
    what: 'build the Worker and the five language builds (dist/)',
    covers: [],
    applied: 'node scripts/build.mjs, when dist/ is older than the sources',
    enables: 'what wrangler deploy uploads',
  })
  ;(config.d1_databases ?? []).forEach((db) => {
    add({
      id: `migrations:${db.binding}`,
      kind: 'migrations',
      binding: db.binding,
      what: `migrations/ applied to the remote D1 "${db.database_name}"`,
      covers: [],
      run: ['d1', 'migrations', 'apply', db.binding, '--remote', '--config', deployConfig],
      enables: 'the current schema before the new code runs',
    })
  })
  add({
    id: 'deploy',
    kind: 'deploy',
    what: `upload Worker "${worker}" with its bindings, vars, Cron Trigger and routes`,
    covers: [],
    run: [
      'deploy',
      '--config',
      deployConfig,
      ...(routes ? [] : hosts.flatMap((host) => ['--domain', host])),
    ],
    enables: 'the sites go live',
  })
  for (const secret of SECRETS) {
    const alsoNeeds =
      secret.needs && String(vars[secret.needs] ?? '') === ''
        ? ` (and set ${secret.needs} in [vars], empty now)`
        : ''
    add({
      id: `secret:${secret.name}`,
      kind: 'secret',
      name: secret.name,
      feature: secret.feature,
      what: `secret ${secret.name} (${secret.feature})`,
      covers: [],
      check: ['secret', 'list', '--name', worker, '--format', 'json'],
      create: null,
      applied: `npx wrangler secret put ${secret.name} --name ${worker}${alsoNeeds}`,
      enables: secret.enables,
    })
  }

  const known = steps.flatMap((step) => step.covers)
  const unknown = configPaths(config).filter((path) => !known.some((c) => isCovered(path, c)))
  return { worker, hosts, crons, deployConfig, steps, problems, unknown }
}

/**
 * Where deploy writes the config it hands wrangler (the build's code and assets with the town's
 * bindings and vars, scripts/deploy.mjs), relative to the repository.
 */
export function defaultDeployConfig(config) {
  return `.wrangler/deploy/${config.name}.production.json`
}
