// `npm run deploy`: takes a Cloudflare account, new or not, to a running jimoto. For each step of
// the plan (scripts/lib/deploy-plan.mjs) it checks the account and creates what is missing (D1,
// R2, queues), then builds, applies the migrations to the remote D1, deploys with the Cron
// Trigger and a custom domain for each site host, and names every secret still missing with what
// it enables.
//   npm run deploy -- --dry-run          print the plan; runs no wrangler command
//   npm run deploy -- --config FILE      the town's production settings instead of wrangler.toml
// wrangler comes from PATH (npm puts node_modules/.bin first) and uses its own login.
import { spawn } from 'node:child_process'
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { experimental_readRawConfig } from 'wrangler'
import { buildDeployPlan } from './lib/deploy-plan.mjs'
import { formatPlan } from './lib/deploy-plan-text.mjs'
import { buildIfStale, root } from './lib/stack.mjs'
import {
  d1Databases,
  deployTargets,
  queueExists,
  r2BucketNames,
  secretNames,
} from './lib/wrangler-output.mjs'

const USAGE = 'usage: npm run deploy [-- --dry-run] [-- --config wrangler.production.toml]'

/** A mistake in how deploy was called: said in one line, before anything ran. */
function refuse(message) {
  console.error(`${message}\n${USAGE}`)
  process.exit(2)
}

let options
try {
  options = parseArgs({
    options: {
      'dry-run': { type: 'boolean', default: false },
      config: { type: 'string', default: join(root, 'wrangler.toml') },
    },
  }).values
} catch (err) {
  refuse(err instanceof Error ? err.message : String(err))
}
const configPath = resolve(options.config)
let rawConfig
try {
  rawConfig = experimental_readRawConfig({ config: configPath }).rawConfig
} catch (err) {
  refuse(`${configPath}: ${err instanceof Error ? err.message : String(err)}`)
}
const plan = buildDeployPlan(rawConfig)

console.log(formatPlan(plan))
if (options['dry-run']) {
  console.log('\n--dry-run: nothing was checked or changed on the account.')
  process.exit(0)
}
if (plan.unknown.length > 0 || plan.problems.length > 0) {
  console.error('\nNot deploying: fix the settings above first. Nothing was changed.')
  process.exit(1)
}
console.log('')

/** Runs wrangler; its output is shown as it comes and returned. */
function wrangler(args, { quiet = false, env = {} } = {}) {
  console.log(`$ wrangler ${args.join(' ')}`)
  return new Promise((done, fail) => {
    const child = spawn('wrangler', args, {
      cwd: root,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ...env,
        WRANGLER_SEND_METRICS: process.env.WRANGLER_SEND_METRICS ?? 'false',
        // The account commands (d1, r2, queues, secret) run without the town's config file, so
        // its account_id reaches them this way; an explicit environment variable wins.
        ...(rawConfig.account_id && !process.env.CLOUDFLARE_ACCOUNT_ID
          ? { CLOUDFLARE_ACCOUNT_ID: String(rawConfig.account_id) }
          : {}),
      },
    })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
      if (!quiet) process.stdout.write(chunk)
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
      if (!quiet) process.stderr.write(chunk)
    })
    child.once('error', fail)
    child.once('close', (status) => done({ status, stdout, stderr }))
  })
}

/** Runs wrangler and stops the deploy if it fails. */
async function mustRun(args, options = {}) {
  const result = await wrangler(args, options)
  if (result.status !== 0) {
    if (options.quiet) process.stderr.write(result.stderr || result.stdout)
    console.error(
      `\nDeploy stopped: \`wrangler ${args.join(' ')}\` failed (exit ${result.status}).`,
    )
    process.exit(1)
  }
  return result
}

const created = []
const databaseIds = new Map()

for (const step of plan.steps) {
  if (step.kind === 'd1') {
    const find = async () =>
      d1Databases((await mustRun(step.check, { quiet: true })).stdout).find(
        (db) => db.name === step.name,
      )
    let database = await find()
    if (!database) {
      await mustRun(step.create)
      created.push(step.what)
      database = await find()
      if (!database) throw new Error(`${step.what} was created but \`d1 list\` does not show it`)
    } else console.log(`✓ ${step.what} exists (${database.uuid})`)
    databaseIds.set(step.name, database.uuid)
  } else if (step.kind === 'r2') {
    const names = r2BucketNames((await mustRun(step.check, { quiet: true })).stdout)
    if (names.includes(step.name)) console.log(`✓ ${step.what} exists`)
    else {
      await mustRun(step.create)
      created.push(step.what)
    }
  } else if (step.kind === 'queue') {
    const result = await wrangler(step.check, { quiet: true })
    const exists = queueExists(result, step.name)
    if (exists === null) {
      process.stderr.write(result.stderr || result.stdout)
      console.error(`\nDeploy stopped: could not check ${step.what}.`)
      process.exit(1)
    }
    if (exists) console.log(`✓ ${step.what} exists`)
    else {
      await mustRun(step.create)
      created.push(step.what)
    }
  }
}

if (await buildIfStale()) console.log('✓ built dist/')
else console.log('✓ dist/ is current')
await writeDeployConfig()

for (const step of plan.steps.filter((s) => s.kind === 'migrations')) {
  await mustRun(step.run)
}
const deployStep = plan.steps.find((s) => s.kind === 'deploy')
// wrangler writes what it deployed, targets included, to its structured output file.
const outputFile = join(await mkdtemp(join(tmpdir(), 'jimoto-deploy-')), 'wrangler-output.json')
await mustRun(deployStep.run, { env: { WRANGLER_OUTPUT_FILE_PATH: outputFile } })

// What wrangler deploy reports it attached; anything else is named as missing.
const missing = []
const targets = deployTargets(await readFile(outputFile, 'utf8').catch(() => ''))
for (const step of plan.steps.filter((s) => s.kind === 'domain')) {
  if (!targets.some((target) => target.split(' ')[0] === step.host)) {
    missing.push(`${step.what}: not in wrangler deploy's targets (${step.enables})`)
  }
}
for (const cron of plan.crons) {
  if (!targets.includes(`schedule: ${cron}`))
    missing.push(`Cron Trigger "${cron}" was not attached`)
}

const secretSteps = plan.steps.filter((s) => s.kind === 'secret')
const secrets = secretNames(await wrangler(secretSteps[0].check, { quiet: true })) ?? []
const missingSecrets = secretSteps.filter((step) => !secrets.includes(step.name))

console.log('\nDeployed.')
if (created.length > 0) console.log(`Created: ${created.join('; ')}`)
for (const line of missing) console.log(`Missing: ${line}`)
if (missingSecrets.length > 0) {
  console.log('\nMissing secrets (each feature stays off until its secret is set):')
  for (const step of missingSecrets) {
    console.log(`  - ${step.name} (${step.feature}): ${step.enables}`)
    console.log(`      ${step.applied}`)
  }
}
process.exit(missing.length > 0 ? 1 : 0)

/**
 * The config wrangler deploys: the code and assets of the build (dist/jimoto/wrangler.json) with
 * the bindings, vars and triggers of the town's config, and each D1 database's id as the account
 * knows it (so wrangler.toml keeps its local placeholder id and nobody copies ids by hand).
 */
async function writeDeployConfig() {
  const builtDir = join(root, 'dist/jimoto')
  const built = JSON.parse(await readFile(join(builtDir, 'wrangler.json'), 'utf8'))
  const config = { ...built }
  for (const [key, value] of Object.entries(rawConfig)) {
    if (key !== 'main' && key !== 'assets') config[key] = value
  }
  config.main = resolve(builtDir, built.main)
  config.assets = { ...rawConfig.assets, directory: resolve(builtDir, built.assets.directory) }
  config.d1_databases = (rawConfig.d1_databases ?? []).map((db) => ({
    ...db,
    database_id: databaseIds.get(db.database_name),
    migrations_dir: resolve(dirname(configPath), db.migrations_dir ?? 'migrations'),
  }))
  const path = join(root, plan.deployConfig)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, `${JSON.stringify(config, null, 2)}\n`)
}
