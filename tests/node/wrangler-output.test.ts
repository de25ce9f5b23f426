import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  d1Databases,
  deployTargets,
  queueExists,
  r2BucketNames,
  secretNames,
} from '../../scripts/lib/wrangler-output.mjs'

// What deploy reads from wrangler 4's output, as wrangler-dist/cli.js prints it: with its banner,
// warnings and, on a terminal, colours.

const BANNER = '\n ⛅️ wrangler 4.164.0\n───────────────────\n'
const gray = (text: string) => `\u001b[90m${text}\u001b[39m`
const white = (text: string) => `\u001b[37m${text}\u001b[39m`

describe("wrangler's output", () => {
  it('d1 list --json: the databases, after a banner and a warning that has brackets', () => {
    const stdout = `${BANNER}▲ [WARNING] Processing wrangler.toml configuration:\n\n[\n  {\n    "uuid": "9a1c",\n    "name": "jimoto",\n    "created_at": "2026-11-26T12:00:00.000Z",\n    "version": "production",\n    "num_tables": 31,\n    "file_size": 12288\n  }\n]\n`
    expect(d1Databases(stdout)).toEqual([{ uuid: '9a1c', name: 'jimoto' }])
    expect(d1Databases('[]\n')).toEqual([])
  })

  it('r2 bucket list: the names of the labelled blocks, coloured or not', () => {
    const block = (name: string) =>
      `${white('name:')}           ${gray(name)}\n${white('creation_date:')}  ${gray('2026-11-26T12:00:00.000Z')}`
    const stdout = `${BANNER}Listing buckets...\n${block('jimoto-media')}\n\n${block('other')}\n`
    expect(r2BucketNames(stdout)).toEqual(['jimoto-media', 'other'])
    expect(r2BucketNames(`${BANNER}Listing buckets...\n\n`)).toEqual([])
  })

  it('queues info: exists, does not exist, or could not tell', () => {
    const found = {
      status: 0,
      stdout: `${BANNER}Queue Name: jimoto-push\nQueue ID: 42\n`,
      stderr: '',
    }
    expect(queueExists(found, 'jimoto-push')).toBe(true)
    const missing = {
      status: 1,
      stdout: BANNER,
      stderr:
        '\n✘ [ERROR] Queue "jimoto-push" does not exist. To create it, run: wrangler queues create jimoto-push\n',
    }
    expect(queueExists(missing, 'jimoto-push')).toBe(false)
    const loggedOut = {
      status: 1,
      stdout: '',
      stderr: '✘ [ERROR] You are not authenticated. Please run `wrangler login`.',
    }
    expect(queueExists(loggedOut, 'jimoto-push')).toBeNull()
  })

  it('secret list: the names, null for a Worker not deployed yet, an error otherwise', () => {
    const listed = {
      status: 0,
      stdout: '[\n  {\n    "name": "STRIPE_SECRET_KEY",\n    "type": "secret_text"\n  }\n]\n',
      stderr: '',
    }
    expect(secretNames(listed)).toEqual(['STRIPE_SECRET_KEY'])
    const notFound = {
      status: 1,
      stdout: '',
      stderr:
        '✘ [ERROR] Worker "jimoto" not found.\n\nIf this is a new Worker, run `wrangler deploy` first to create it.',
    }
    expect(secretNames(notFound)).toBeNull()
    expect(() => secretNames({ status: 1, stdout: '', stderr: 'Authentication error' })).toThrow(
      'wrangler secret list failed',
    )
  })

  it("deploy: the targets of the structured output file's deploy entry (the last one counts)", () => {
    // As wrangler's writeOutput() appends them: a session entry, then deploy's.
    const file = [
      { type: 'wrangler-session', version: 1, wrangler_version: '4.164.0', command_line_args: [] },
      { type: 'deploy', version: 1, worker_name: 'jimoto', targets: ['https://old.workers.dev'] },
      {
        type: 'deploy',
        version: 1,
        worker_name: 'jimoto',
        worker_tag: 'a1b2',
        version_id: '0f1e',
        targets: [
          'https://jimoto.machi.workers.dev',
          'machi.example (custom domain)',
          'schedule: 17 * * * *',
          'Consumer for jimoto-push',
        ],
        worker_name_overridden: false,
        timestamp: '2026-11-29T00:00:00.000Z',
      },
    ]
      .map((entry) => JSON.stringify(entry))
      .join('\n')
    expect(deployTargets(`${file}\n`)).toEqual([
      'https://jimoto.machi.workers.dev',
      'machi.example (custom domain)',
      'schedule: 17 * * * *',
      'Consumer for jimoto-push',
    ])
    expect(deployTargets('')).toEqual([])
  })
})

describe('the fake wrangler (tests/node/fake-wrangler/wrangler)', () => {
  // It copies the output formats of one wrangler version: the one installed must be that one.
  it('claims the version of the wrangler npm installed', () => {
    const installed = JSON.parse(
      readFileSync(join(process.cwd(), 'node_modules/wrangler/package.json'), 'utf8'),
    ) as { version: string }
    const fake = execFileSync(
      process.execPath,
      ['tests/node/fake-wrangler/wrangler', '--version'],
      {
        encoding: 'utf8',
      },
    )
    expect(fake.trim()).toBe(installed.version)
    expect(BANNER).toContain(`wrangler ${installed.version}`)
  })
})
