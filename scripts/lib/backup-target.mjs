// Where `npm run backup` reads and `npm run restore` writes: the local state `npm start` uses
// (`--persist-to`, default .wrangler/state) or the town's Cloudflare account (`--remote`, with its
// production config). D1 goes through the installed wrangler on both; R2 locally through the same
// storage files `wrangler dev` uses (getPlatformProxy), remotely through wrangler (objects) and
// the Cloudflare API (the list, which wrangler has no command for).
import { execFile } from 'node:child_process'
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { openLocalBindings } from './local-bindings.mjs'
import { root, wranglerEnv } from './stack.mjs'

const exec = promisify(execFile)
const wranglerBin = join(root, 'node_modules/.bin/wrangler')

/**
 * @typedef {{ remote: boolean, persistTo: string, config: string, database: string, bucket: string }} Target
 */

/** The target named by the command line's options. */
export async function readTarget({ remote = false, persistTo, config }) {
  const configPath = resolve(config ?? join(root, 'wrangler.toml'))
  const text = await readFile(configPath, 'utf8')
  const database = /^database_name\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? 'jimoto'
  const bucket = /^bucket_name\s*=\s*"([^"]+)"/m.exec(text)?.[1] ?? 'jimoto-media'
  return {
    remote,
    persistTo: resolve(persistTo ?? join(root, '.wrangler/state')),
    config: configPath,
    database,
    bucket,
  }
}

export const describeTarget = (t) =>
  t.remote
    ? `remote D1 "${t.database}" and R2 "${t.bucket}" (${t.config})`
    : `local state ${t.persistTo}`

/** Runs the installed wrangler; rejects with its output when it fails. */
export async function wrangler(args, options = {}) {
  try {
    const { stdout } = await exec(wranglerBin, args, {
      cwd: root,
      env: { ...process.env, ...wranglerEnv, CI: 'true' },
      maxBuffer: 256 * 1024 * 1024,
      ...options,
    })
    return stdout
  } catch (err) {
    const detail = `${err.stderr ?? ''}${err.stdout ?? ''}`.trim().split('\n').slice(-8).join('\n')
    throw new Error(`wrangler ${args.slice(0, 3).join(' ')} failed:\n${detail}`)
  }
}

const where = (t) => (t.remote ? ['--remote'] : ['--local', '--persist-to', t.persistTo])

/** Runs SQL on the target's D1 and returns the rows of its last statement. */
export async function query(t, sql) {
  const out = await wrangler([
    'd1',
    'execute',
    'DB',
    ...where(t),
    '-c',
    t.config,
    '--json',
    '--command',
    sql,
  ])
  const results = JSON.parse(out)
  return results.at(-1)?.results ?? []
}

/** Runs a .sql file on the target's D1. */
export async function executeFile(t, file) {
  await wrangler(['d1', 'execute', 'DB', ...where(t), '-c', t.config, '--file', file, '-y'])
}

/**
 * `wrangler d1 export` to `output`, limited to `tables`, with `only` = --no-data or --no-schema. Locally, export has no --persist-to:
 * it reads <config dir>/.wrangler/state, so it gets a config in a temporary folder whose
 * .wrangler/state is the target's state.
 */
export async function exportTables(t, tables, output, only) {
  const tableArgs = [...tables.flatMap((name) => ['--table', name]), only]
  if (t.remote) {
    await wrangler([
      'd1',
      'export',
      'DB',
      '--remote',
      '-c',
      t.config,
      '--output',
      output,
      ...tableArgs,
    ])
    return
  }
  const dir = await mkdtemp(join(tmpdir(), 'jimoto-backup-config-'))
  try {
    await mkdir(join(dir, '.wrangler'))
    await symlink(t.persistTo, join(dir, '.wrangler/state'))
    const absolute = (await readFile(t.config, 'utf8')).replace(
      /^(main|directory|migrations_dir)(\s*=\s*)"([^"]+)"/gm,
      (_, key, eq, path) => `${key}${eq}"${resolve(dirname(t.config), path)}"`,
    )
    await writeFile(join(dir, 'wrangler.toml'), absolute)
    await wrangler([
      'd1',
      'export',
      'DB',
      '--local',
      '-c',
      join(dir, 'wrangler.toml'),
      '--output',
      output,
      ...tableArgs,
    ])
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/**
 * The target's R2 bucket as { list, get, put, dispose }. Locally the bucket binding of the state's
 * own files; remotely wrangler for objects and the Cloudflare API for the list.
 */
export async function openBucket(t) {
  if (!t.remote) {
    const proxy = await openLocalBindings({ configPath: t.config, persistTo: t.persistTo })
    const bucket = proxy.env.MEDIA
    return {
      async list() {
        const objects = []
        let cursor
        do {
          const page = await bucket.list({ cursor, include: ['httpMetadata'] })
          for (const o of page.objects)
            objects.push({ key: o.key, size: o.size, contentType: o.httpMetadata?.contentType })
          cursor = page.truncated ? page.cursor : undefined
        } while (cursor)
        return objects
      },
      async get(key) {
        const object = await bucket.get(key)
        return object ? Buffer.from(await object.arrayBuffer()) : null
      },
      async put(key, bytes, contentType) {
        await bucket.put(key, bytes, contentType ? { httpMetadata: { contentType } } : undefined)
      },
      dispose: () => proxy.dispose(),
    }
  }
  return remoteBucket(t)
}

function remoteBucket(t) {
  const account = process.env.CLOUDFLARE_ACCOUNT_ID
  const token = process.env.CLOUDFLARE_API_TOKEN
  const path = (key) => `${t.bucket}/${key}`
  return {
    async list() {
      if (!account || !token)
        throw new Error(
          '--remote R2 listing needs CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_API_TOKEN (R2 read)',
        )
      const objects = []
      let cursor = ''
      do {
        const url = new URL(
          `https://api.cloudflare.com/client/v4/accounts/${account}/r2/buckets/${t.bucket}/objects`,
        )
        url.searchParams.set('per_page', '1000')
        if (cursor) url.searchParams.set('cursor', cursor)
        const res = await fetch(url, { headers: { authorization: `Bearer ${token}` } })
        const body = await res.json()
        if (!res.ok || !body.success)
          throw new Error(`R2 list failed: ${JSON.stringify(body.errors)}`)
        for (const o of body.result)
          objects.push({ key: o.key, size: o.size, contentType: o.http_metadata?.contentType })
        cursor = body.result_info?.is_truncated ? body.result_info.cursor : ''
      } while (cursor)
      return objects
    },
    async get(key) {
      const dir = await mkdtemp(join(tmpdir(), 'jimoto-r2-'))
      try {
        await wrangler([
          'r2',
          'object',
          'get',
          path(key),
          '--remote',
          '-c',
          t.config,
          '--file',
          join(dir, 'o'),
        ])
        return await readFile(join(dir, 'o'))
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    async put(key, bytes, contentType) {
      const dir = await mkdtemp(join(tmpdir(), 'jimoto-r2-'))
      try {
        await writeFile(join(dir, 'o'), bytes)
        const type = contentType ? ['--content-type', contentType] : []
        await wrangler([
          'r2',
          'object',
          'put',
          path(key),
          '--remote',
          '-c',
          t.config,
          '--file',
          join(dir, 'o'),
          ...type,
        ])
      } finally {
        await rm(dir, { recursive: true, force: true })
      }
    },
    dispose: async () => {},
  }
}
