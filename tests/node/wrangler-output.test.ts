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

  it("deploy: the targets under 'Deployed … triggers', up to the version line", () => {
    const stdout = `${BANNER}Total Upload: 1541.11 KiB / gzip: 362.20 KiB\nUploaded jimoto (4.20 sec)\nDeployed jimoto triggers (1.10 sec)\n  https://jimoto.machi.workers.dev\n  machi.example (custom domain)\n  schedule: 17 * * * *\n  Consumer for jimoto-push\nCurrent Version ID: 0f1e\n`
    expect(deployTargets(stdout)).toEqual([
      'https://jimoto.machi.workers.dev',
      'machi.example (custom domain)',
      'schedule: 17 * * * *',
      'Consumer for jimoto-push',
    ])
    expect(deployTargets(`${BANNER}No targets deployed for jimoto (0.30 sec)\n`)).toEqual([])
  })
})
