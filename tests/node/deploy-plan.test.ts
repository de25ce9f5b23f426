import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildDeployPlan, type DeployPlan } from '../../scripts/lib/deploy-plan.mjs'
import { formatPlan } from '../../scripts/lib/deploy-plan-text.mjs'
import { OPTIONAL_SETTINGS, SECRETS } from '../../scripts/lib/deploy-settings.mjs'
import { root } from '../../scripts/lib/stack.mjs'
import { LANGS } from '../../src/shared/sites.ts'
import { type Config, readConfig, wranglerToml } from './wrangler-config.ts'

// The plan of `npm run deploy`, held against the real wrangler.toml and the Worker's source: a
// binding, var or secret added there without a deploy step fails here.

/**
 * Every path of a wrangler config, found without the deploy script's help: `key` for a scalar or
 * a list of scalars, `key.sub` for a table's members, `key[i]` for each table of an array.
 */
function settings(config: Config): string[] {
  const paths: string[] = []
  const isTable = (value: unknown): value is Config =>
    typeof value === 'object' && value !== null && !Array.isArray(value)
  const walk = (prefix: string, value: unknown) => {
    if (Array.isArray(value) && value.some(isTable)) {
      value.forEach((_, index) => {
        paths.push(`${prefix}[${index}]`)
      })
    } else if (isTable(value) && Object.keys(value).length > 0) {
      for (const [key, member] of Object.entries(value)) walk(`${prefix}.${key}`, member)
    } else paths.push(prefix)
  }
  for (const [key, value] of Object.entries(config)) walk(key, value)
  return paths
}

/** The settings of `config` that no step of its plan accounts for. */
function uncovered(config: Config, plan: DeployPlan): string[] {
  const covers = plan.steps.flatMap((step) => step.covers)
  return settings(config).filter(
    (path) =>
      !covers.some((c) => path === c || path.startsWith(`${c}.`) || path.startsWith(`${c}[`)),
  )
}

/** Every `env.NAME` the Worker's source reads (bindings, vars and secrets alike). */
async function namesTheWorkerReads(): Promise<Set<string>> {
  const files = (await readdir(join(root, 'worker'), { recursive: true })).filter((file) =>
    file.endsWith('.ts'),
  )
  const names = new Set<string>()
  for (const file of files) {
    const source = await readFile(join(root, 'worker', file), 'utf8')
    for (const match of source.matchAll(/\benv(?:\s+as\s+[^)]+)?\)?\??\.([A-Z][A-Z0-9_]*)\b/g)) {
      names.add(String(match[1]))
    }
    for (const match of source.matchAll(/\b([A-Z][A-Z0-9]*_[A-Z0-9_]+)\?: string\b/g)) {
      names.add(String(match[1]))
    }
  }
  return names
}

/** The binding and var names a wrangler config gives the Worker. */
function configuredNames(config: Config): Set<string> {
  const names = new Set<string>(Object.keys((config.vars as Config | undefined) ?? {}))
  const visit = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(visit)
    else if (typeof value === 'object' && value !== null) {
      const table = value as Config
      if (typeof table.binding === 'string') names.add(table.binding)
      for (const member of Object.values(table)) if (typeof member === 'object') visit(member)
    }
  }
  for (const [key, value] of Object.entries(config)) if (key !== 'vars') visit(value)
  return names
}

describe('the deploy plan', () => {
  it('accounts for every binding, var, trigger and setting of wrangler.toml', () => {
    const config = readConfig(wranglerToml)
    const plan = buildDeployPlan(config)
    expect(uncovered(config, plan)).toEqual([])
    expect(plan.unknown).toEqual([])

    const step = (id: string) => plan.steps.find((s) => s.id === id)
    // Each resource to check or create, by its name on the account.
    const [d1] = config.d1_databases as [Config]
    expect(step(`d1:${d1.binding}`)).toMatchObject({
      name: d1.database_name,
      check: ['d1', 'list', '--json'],
      create: ['d1', 'create', d1.database_name],
    })
    expect(step(`migrations:${d1.binding}`)?.run).toEqual(
      expect.arrayContaining(['d1', 'migrations', 'apply', String(d1.binding), '--remote']),
    )
    for (const bucket of config.r2_buckets as Config[]) {
      expect(step(`r2:${bucket.binding}`)?.create).toEqual([
        'r2',
        'bucket',
        'create',
        bucket.bucket_name,
      ])
    }
    const queues = config.queues as { producers: Config[]; consumers: Config[] }
    const queueNames = new Set([...queues.producers, ...queues.consumers].map((q) => q.queue))
    expect(queueNames.size).toBe(3)
    for (const name of queueNames) {
      expect(step(`queue:${name}`)?.create).toEqual(['queues', 'create', name])
    }
    expect(plan.crons).toEqual((config.triggers as { crons: string[] }).crons)
    expect(step('images')?.what).toContain('IMAGES')
    // Each var on its own, so a new one is listed by name.
    for (const name of Object.keys(config.vars as Config)) {
      expect(step(`var:${name}`)?.covers).toEqual([`vars.${name}`])
    }
  })

  it('opens with the Workers Paid plan the town needs, and says why', () => {
    const text = formatPlan(buildDeployPlan(readConfig(wranglerToml)))
    const first = text.split('\n').find((line) => line.startsWith(' 1. '))
    expect(first).toBe(' 1. the Workers Paid plan on the account')
    for (const why of ['share cards', '50 statements', 'JMA poll', '100,000 requests']) {
      expect(text).toContain(why)
    }
  })

  it('routes SITE_HOST and its four language sub-domains as custom domains', () => {
    const config = readConfig(wranglerToml)
    const host = (config.vars as Config).SITE_HOST
    const plan = buildDeployPlan(config)
    const expected = LANGS.map((lang) => (lang === 'ja' ? host : `${lang}.${host}`))
    expect(plan.hosts).toEqual(expected)
    const deploy = plan.steps.find((s) => s.kind === 'deploy')
    for (const name of expected) expect(deploy?.run?.join(' ')).toContain(`--domain ${name}`)
    // The sample host cannot go live: a real deploy is refused until the town sets its own.
    expect(plan.problems.join('\n')).toContain('SITE_HOST is still the sample "example.jp"')
  })

  it("uses wrangler.toml's own routes when it has them and names the hosts they miss", () => {
    const base = readConfig(wranglerToml)
    const config = {
      ...base,
      vars: { ...(base.vars as Config), SITE_HOST: 'machi.example', FIREBASE_PROJECT_ID: 'machi' },
      routes: [
        { pattern: 'machi.example', custom_domain: true },
        { pattern: 'en.machi.example/*', zone_name: 'machi.example' },
      ],
    }
    const plan = buildDeployPlan(config)
    expect(uncovered(config, plan)).toEqual([])
    expect(plan.steps.find((s) => s.kind === 'deploy')?.run).not.toContain('--domain')
    expect(plan.problems).toEqual([
      'no route in wrangler.toml for ko.machi.example',
      'no route in wrangler.toml for zh-hans.machi.example',
      'no route in wrangler.toml for zh-hant.machi.example',
    ])
  })

  it('checks and creates a dead-letter queue a consumer names', () => {
    const base = readConfig(wranglerToml)
    const queues = base.queues as { producers: Config[]; consumers: Config[] }
    const config = {
      ...base,
      queues: {
        ...queues,
        consumers: queues.consumers.map((consumer) => ({
          ...consumer,
          dead_letter_queue: 'jimoto-dead-letters',
        })),
      },
    }
    const plan = buildDeployPlan(config)
    expect(plan.steps.find((s) => s.id === 'queue:jimoto-dead-letters')).toMatchObject({
      what: 'Queue "jimoto-dead-letters" (dead letters of jimoto-push, dead letters of jimoto-translate, dead letters of jimoto-account-data)',
      check: ['queues', 'info', 'jimoto-dead-letters'],
      create: ['queues', 'create', 'jimoto-dead-letters'],
    })
    // Created before the deploy that names it.
    const order = plan.steps.map((s) => s.id)
    expect(order.indexOf('queue:jimoto-dead-letters')).toBeLessThan(order.indexOf('deploy'))
  })

  it('lists a binding it does not know, so a new one cannot be forgotten', () => {
    const config = {
      ...readConfig(wranglerToml),
      kv_namespaces: [{ binding: 'CACHE', id: 'abc' }],
      services: [{ binding: 'AUTH', service: 'auth-worker' }],
    }
    const plan = buildDeployPlan(config)
    expect(uncovered(config, plan)).toEqual(['kv_namespaces[0]', 'services[0]'])
    expect(plan.unknown).toEqual(['kv_namespaces[0]', 'services[0]'])
  })

  it('covers the optional Workers AI binding and TRANSLATION_PROVIDER once a town adds them', () => {
    const base = readConfig(wranglerToml)
    const config = {
      ...base,
      ai: { binding: 'AI' },
      vars: { ...(base.vars as Config), TRANSLATION_PROVIDER: 'workers-ai' },
    }
    const plan = buildDeployPlan(config)
    expect(uncovered(config, plan)).toEqual([])
    expect(plan.steps.map((s) => s.id)).toEqual(
      expect.arrayContaining(['ai', 'var:TRANSLATION_PROVIDER']),
    )
  })

  it('names every secret the Worker reads with the feature it enables', async () => {
    const config = readConfig(wranglerToml)
    const plan = buildDeployPlan(config)
    const read = await namesTheWorkerReads()
    const configured = configuredNames(config)
    const secrets = new Set(SECRETS.map((secret) => secret.name))
    const unaccounted = [...read].filter(
      (name) => !configured.has(name) && !secrets.has(name) && !(name in OPTIONAL_SETTINGS),
    )
    expect(unaccounted).toEqual([])
    // No stale entries either: every declared secret is read somewhere.
    for (const name of secrets) expect(read).toContain(name)
    for (const name of Object.keys(OPTIONAL_SETTINGS)) expect(read).toContain(name)

    const secretSteps = plan.steps.filter((s) => s.kind === 'secret')
    expect(secretSteps.map((s) => s.name).sort()).toEqual([...secrets].sort())
    expect(new Set(secretSteps.map((s) => s.feature))).toEqual(
      new Set(['payments', 'push', 'mail', 'apple', 'translation']),
    )
  })
})
