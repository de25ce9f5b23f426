import { spawnSync } from 'node:child_process'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { SECRETS } from '../../scripts/lib/deploy-settings.mjs'
import { root } from '../../scripts/lib/stack.mjs'
import { wranglerToml } from './wrangler-config.ts'

// `npm run deploy` as a child process against a fake `wrangler` on PATH
// (tests/node/fake-wrangler/wrangler): the Cloudflare account is the one thing replaced, at the
// CLI's process boundary, answering in the formats wrangler 4 prints. Everything else is real:
// the plan, the build in dist/ and the deploy config, which the real wrangler then reads.

describe('npm run deploy against an account (fake wrangler on PATH)', () => {
  let account: string

  beforeEach(async () => {
    account = await mkdtemp(join(tmpdir(), 'jimoto-deploy-'))
  })
  afterEach(async () => {
    await rm(account, { recursive: true, force: true })
  })

  const deploy = (...args: string[]) =>
    spawnSync(process.execPath, [join(root, 'scripts/deploy.mjs'), ...args], {
      cwd: root,
      encoding: 'utf8',
      env: {
        ...process.env,
        FAKE_WRANGLER_DIR: account,
        // The account comes from the config under test, never from the machine running it.
        CLOUDFLARE_ACCOUNT_ID: undefined,
        PATH: `${join(root, 'tests/node/fake-wrangler')}:${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
      },
    })
  const calls = async (): Promise<string[]> => {
    const log = await readFile(join(account, 'calls.jsonl'), 'utf8').catch(() => '')
    return log
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as string[]).join(' '))
  }
  const accountState = async () => JSON.parse(await readFile(join(account, 'account.json'), 'utf8'))

  /** wrangler.toml as a town fills it in: its own host and Firebase project. */
  async function productionConfig({ accountId = '' } = {}): Promise<string> {
    const text = (await readFile(wranglerToml, 'utf8'))
      .replace(/^name = .*$/m, (line) =>
        accountId ? `${line}\naccount_id = "${accountId}"` : line,
      )
      .replace(/^SITE_HOST = .*$/m, 'SITE_HOST = "machi.example"')
      .replace(/^FIREBASE_PROJECT_ID = .*$/m, 'FIREBASE_PROJECT_ID = "machi-app"')
      .replace(/^migrations_dir = .*$/m, `migrations_dir = "${join(root, 'migrations')}"`)
    const path = join(account, 'wrangler.production.toml')
    await writeFile(path, text)
    return path
  }

  it('--dry-run prints the plan and runs no wrangler command', async () => {
    const run = deploy('--dry-run')
    expect(run.status, run.stderr).toBe(0)
    for (const text of [
      'D1 database "jimoto" (binding DB)',
      'wrangler d1 create jimoto',
      'migrations apply DB --remote',
      'R2 bucket "jimoto-media" (binding MEDIA)',
      'Queue "jimoto-push"',
      'Queue "jimoto-translate"',
      'Queue "jimoto-account-data"',
      'Cron Trigger "17 * * * *"',
      'custom domain zh-hant.example.jp',
      'secret STRIPE_SECRET_KEY (payments)',
      'secret FCM_SERVICE_ACCOUNT (push)',
      'secret MAIL_API_KEY (mail)',
      'secret TRANSLATION_API_KEY (translation)',
      'var BUSINESS_INVOICE_NUMBER',
      'SITE_HOST is still the sample "example.jp"',
    ]) {
      expect(run.stdout).toContain(text)
    }
    expect(await calls()).toEqual([])
  })

  it('refuses a real deploy with the sample settings before touching the account', async () => {
    const run = deploy()
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('Not deploying')
    expect(run.stdout).toContain('FIREBASE_PROJECT_ID "demo-jimoto" is an emulator-only demo')
    expect(await calls()).toEqual([])
  })

  it('stops a town whose municipality code JMA does not know, before touching the account', async () => {
    const config = await productionConfig()
    const text = (await readFile(config, 'utf8')).replace(
      /^JMA_AREA_CODES = .*$/m,
      'JMA_AREA_CODES = "city:2229999,tsunami:380"',
    )
    await writeFile(config, text)
    const run = deploy('--config', config)
    expect(run.status).toBe(1)
    expect(run.stdout).toContain(
      "JMA_AREA_CODES city:2229999 is not a municipality in JMA's code table (data/jma/areas.json)",
    )
    expect(run.stdout).toContain('weather offices read: (none)')
    expect(run.stderr).toContain('Not deploying')
    expect(await calls()).toEqual([])
  })

  it('names a config it cannot read or an option it does not know, and runs nothing', async () => {
    const missing = deploy('--config', join(account, 'nope.toml'))
    expect(missing.status).toBe(2)
    expect(missing.stderr).toContain(`${join(account, 'nope.toml')}: Could not read file`)
    const unknown = deploy('--dryrun')
    expect(unknown.status).toBe(2)
    expect(unknown.stderr).toContain("Unknown option '--dryrun'")
    expect(await calls()).toEqual([])
  })

  it('creates what a new account lacks in order, deploys, and names the missing secrets', async () => {
    const config = await productionConfig()
    const run = deploy('--config', config)
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)

    const deployConfig = '.wrangler/deploy/jimoto.production.json'
    const domains = [
      'machi.example',
      'en.machi.example',
      'ko.machi.example',
      'zh-hans.machi.example',
      'zh-hant.machi.example',
    ]
    expect(await calls()).toEqual([
      'd1 list --json',
      'd1 create jimoto',
      'd1 list --json',
      'r2 bucket list',
      'r2 bucket create jimoto-media',
      'queues info jimoto-push',
      'queues create jimoto-push',
      'queues info jimoto-translate',
      'queues create jimoto-translate',
      'queues info jimoto-account-data',
      'queues create jimoto-account-data',
      `d1 migrations apply DB --remote --config ${deployConfig}`,
      `deploy --config ${deployConfig} ${domains.map((d) => `--domain ${d}`).join(' ')}`,
      'secret list --name jimoto --format json',
    ])

    // The migrations went to the database just created (the fake refuses an unknown id), all of them.
    const state = await accountState()
    const migrations = (await readdir(join(root, 'migrations'))).filter((f) => f.endsWith('.sql'))
    expect(state.applied[state.d1[0].uuid]).toEqual(migrations.sort())
    const deployed = JSON.parse(await readFile(join(root, deployConfig), 'utf8'))
    expect(deployed.d1_databases[0].database_id).toBe(state.d1[0].uuid)
    expect(deployed.vars.SITE_HOST).toBe('machi.example')
    // The real wrangler accepts that config: it finds the build's Worker and assets and every
    // binding (its own --dry-run, which needs no account).
    const check = spawnSync(
      join(root, 'node_modules/.bin/wrangler'),
      ['deploy', '--dry-run', '--config', deployConfig],
      { cwd: root, encoding: 'utf8', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
    )
    expect(check.status, check.stderr).toBe(0)
    expect(check.stdout).toContain(`files from the assets directory ${join(root, 'dist/client')}`)
    for (const binding of ['env.DB (jimoto)', 'env.MEDIA (jimoto-media)', 'env.PUSH_QUEUE']) {
      expect(check.stdout).toContain(binding)
    }
    expect(check.stdout).toContain('env.SITE_HOST ("machi.example")')
    // wrangler.toml keeps its local placeholder: nobody copies ids by hand.
    expect(await readFile(wranglerToml, 'utf8')).toContain(
      'database_id = "00000000-0000-4000-8000-000000000000"',
    )

    expect(run.stdout).toContain(
      'Created: D1 database "jimoto" (binding DB); R2 bucket "jimoto-media" (binding MEDIA); Queue "jimoto-push"',
    )
    for (const secret of SECRETS) {
      expect(run.stdout).toContain(`- ${secret.name} (${secret.feature}): ${secret.enables}`)
      expect(run.stdout).toContain(`npx wrangler secret put ${secret.name} --name jimoto`)
    }
    // A key alone does nothing: the provider's URL var is empty in wrangler.toml.
    expect(run.stdout).toContain(
      'secret put MAIL_API_KEY --name jimoto (and set MAIL_API_URL in [vars], empty now)',
    )
    expect(run.stdout).not.toContain('Missing: ')
  })

  it('on an account that has everything, creates nothing and names only the secrets still missing', async () => {
    // The town names its account in the config: every wrangler call goes to that account.
    const config = await productionConfig({ accountId: '0123abcd' })
    expect(deploy('--config', config).status).toBe(0)
    const state = await accountState()
    state.workers.jimoto.secrets = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']
    await writeFile(join(account, 'account.json'), JSON.stringify(state))
    await writeFile(join(account, 'calls.jsonl'), '')

    const run = deploy('--config', config)
    expect(run.status, `${run.stdout}\n${run.stderr}`).toBe(0)
    expect((await calls()).filter((call) => call.includes('create'))).toEqual([])
    const accountIds = (await readFile(join(account, 'account-ids.txt'), 'utf8')).trim().split('\n')
    expect(new Set(accountIds)).toEqual(new Set(['0123abcd']))
    expect(run.stdout).toContain('✅ No migrations to apply!')
    expect(run.stdout).not.toContain('Created:')
    expect(run.stdout).not.toContain('- STRIPE_SECRET_KEY')
    for (const name of ['FCM_SERVICE_ACCOUNT', 'MAIL_API_KEY', 'TRANSLATION_API_KEY']) {
      expect(run.stdout).toContain(`- ${name} (`)
    }
  })
})
