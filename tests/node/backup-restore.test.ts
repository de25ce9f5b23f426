import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import { access, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freshDemoState } from '../../scripts/lib/demo-state.mjs'
import { freePort, stopProcess } from '../../scripts/lib/processes.mjs'
import { buildIfStale, root, startWorker } from '../../scripts/lib/stack.mjs'

// `npm run backup` and `npm run restore` as child processes with the real, installed wrangler on
// local state (it works offline): a local D1 and R2 seeded as `npm start` seeds them, backed up,
// restored into a fresh state, and the Worker in workerd on each state serves the same posts,
// the same photo bytes and lets the same account sign in.

const MINUTE = 60_000
/** The published password of the demo accounts (scripts/demo/data.mjs). */
const DEMO_PASSWORD = 'jimoto-demo-2026'
let work: string
let source: string
let backup: string

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}` },
  })

interface Served {
  posts: { id: number; title: string | null; body: string; photos: string[] }[]
  photo: string
  account: { id: number; name: string }
}

/** What the Worker on `persistTo` serves: the first timeline page, a photo's bytes, a sign-in. */
async function served(persistTo: string): Promise<Served> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const child = await startWorker({ port, persistTo, servedDir: join(work, `served-${port}`) })
  try {
    const page = (await (await fetch(`${origin}/api/posts`)).json()) as {
      items: { id: number; title: string | null; body: string; media: { url: string }[] }[]
    }
    const posts = page.items.map((p) => ({
      id: p.id,
      title: p.title,
      body: p.body,
      photos: p.media.map((m) => m.url),
    }))
    const photoUrl = posts.find((p) => p.photos.length > 0)?.photos[0]
    const photoRes = await fetch(`${origin}${photoUrl}`)
    expect(photoRes.status).toBe(200)
    const photo = createHash('sha256')
      .update(Buffer.from(await photoRes.arrayBuffer()))
      .digest('hex')
    const login = await fetch(`${origin}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'hanako@demo.jimoto.example', password: DEMO_PASSWORD }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }
    const me = (await (
      await fetch(`${origin}/auth/me`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { id: number; name: string }
    return { posts, photo, account: { id: me.id, name: me.name } }
  } finally {
    await stopProcess(child)
  }
}

describe('npm run backup, then npm run restore into a fresh local state', () => {
  beforeAll(async () => {
    await buildIfStale()
    work = await mkdtemp(join(tmpdir(), 'jimoto-backup-'))
    source = join(work, 'source')
    backup = join(work, 'backup')
    await freshDemoState(source)
  }, 15 * MINUTE)
  afterAll(async () => {
    await rm(work, { recursive: true, force: true })
  })

  it(
    'the restored state serves the same posts, photos and accounts',
    async () => {
      const made = run('backup.mjs', '--persist-to', source, '--out', backup)
      expect(made.stderr).toBe('')
      expect(made.status).toBe(0)
      const manifest = JSON.parse(await readFile(join(backup, 'manifest.json'), 'utf8'))
      expect(manifest.tables.posts).toBeGreaterThan(0)
      expect(manifest.objects.length).toBeGreaterThan(0)

      const fresh = join(work, 'fresh')
      const dry = run('restore.mjs', backup, '--persist-to', fresh, '--dry-run')
      expect(dry.status).toBe(0)
      expect(dry.stdout).toContain(`put ${manifest.objects.length} objects`)
      expect(dry.stdout).toContain('dry run: nothing was written')
      await expect(access(fresh)).rejects.toThrow()

      const restored = run('restore.mjs', backup, '--persist-to', fresh)
      expect(restored.stderr).toBe('')
      expect(restored.status).toBe(0)
      expect(restored.stdout).toContain('restored:')

      // A second restore into the same state refuses: it is no longer empty.
      const again = run('restore.mjs', backup, '--persist-to', fresh)
      expect(again.status).toBe(1)
      expect(again.stderr).toContain('already has')

      const before = await served(source)
      const after = await served(fresh)
      expect(before.posts.length).toBeGreaterThan(0)
      expect(after).toEqual(before)
      expect(after.account.name).toBe('佐藤 花子')
    },
    15 * MINUTE,
  )
})
