import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../scripts/lib/processes.mjs'
import { root } from '../../scripts/lib/stack.mjs'

// `npm start` as a person runs it (scripts/serve.mjs, the process `npm start` ends in, on its own
// port and state folder): README promises that FCM and the translation model run on loopback with
// the rest, so a push of the desk reaches FCM and a post written locally is translated for the
// international sites, by the stand-ins (scripts/lib/fcm-stand-in.mjs, translation-stand-in.mjs).

const PASSWORD = 'jimoto-demo-2026'
const STARTED = 'jimoto is running'
let child: ChildProcess
let state: string
let origin: string
let output = ''

beforeAll(async () => {
  state = await mkdtemp(join(tmpdir(), 'jimoto-start-'))
  const port = await freePort()
  origin = `http://127.0.0.1:${port}`
  child = spawn(process.execPath, [join(root, 'scripts/serve.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      JIMOTO_STATE_DIR: state,
      PATH: `${join(root, 'node_modules/.bin')}:${process.env.PATH}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    output += chunk
  })
  await new Promise<void>((resolve, reject) => {
    const check = setInterval(() => {
      if (output.includes(STARTED)) done(resolve)
      else if (child.exitCode !== null)
        done(() => reject(new Error(`npm start failed:\n${output}`)))
    }, 200)
    const done = (then: () => void) => {
      clearInterval(check)
      then()
    }
  })
}, 240_000)

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    await exited
  }
  await rm(state, { recursive: true, force: true })
})

/** The address `npm start` printed for a stand-in (its line in the list of URLs). */
function printed(label: string): string {
  const line = output.split('\n').find((text) => text.trimStart().startsWith(label))
  const url = /https?:\/\/\S+/.exec(line ?? '')?.[0]
  if (!url) throw new Error(`npm start printed no ${label} line:\n${output}`)
  return url
}

async function call<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers)
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  if (typeof init.body === 'string') headers.set('content-type', 'application/json')
  const res = await fetch(`${origin}${path}`, { ...init, headers })
  const body = (await res.json()) as T
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`)
  return body
}

const signIn = async (who: string) =>
  (
    await call<{ token: string }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: `${who}@demo.jimoto.example`, password: PASSWORD }),
    })
  ).token

/** Polls `read` until it answers something (each try a fresh request), for up to a minute. */
async function eventually<T>(read: () => Promise<T | undefined>): Promise<T | undefined> {
  const until = Date.now() + 60_000
  for (;;) {
    const value = await read()
    if (value !== undefined || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}

describe('npm start', () => {
  it('says push and translation are set up', async () => {
    const health = await call<{ services: Record<string, boolean> }>('/api/health')
    expect(health.services).toMatchObject({ push: true, translation: true })
  })

  it('translates a post written locally for the English site, marked as the stand-in’s', async () => {
    const token = await signIn('hanako')
    const form = new FormData()
    const text = `港の朝市に行ってきました ${Date.now()}`
    form.set('data', JSON.stringify({ kind: 'post', body: text, tags: [] }))
    const post = await call<{ id: number }>('/api/posts', { method: 'POST', body: form, token })
    // On an international site a translated post carries the translation as its text.
    type Translated = { body: string; translation?: { translated: boolean } }
    const english = await eventually(async () => {
      const read = await call<Translated>(`/api/posts/${post.id}?target_scope=international:en`)
      return read.translation?.translated ? read : undefined
    })
    expect(english?.body).toBe(`[eng_Latn] ${text}`)
  })

  it('delivers the desk’s push to the FCM stand-in', async () => {
    const admin = await signIn('admin')
    const fcmToken = `ok-npm-start-${Date.now()}`
    const device = await call<{ device_id: string }>('/api/push/device/register', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ fcm_token: fcmToken, platform: 'web' }),
    })
    await call('/api/push/subscribe', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({
        device_id: device.device_id,
        device_token: fcmToken,
        topic_name: 'all',
        subscription_source: 'auto',
      }),
    })
    await call('/api/admin/push/messages', {
      method: 'POST',
      token: admin,
      body: JSON.stringify({ title: '避難訓練のお知らせ', body: '明日10時から', topic: 'all' }),
    })
    const sends = printed('FCM')
    const delivered = await eventually(async () => {
      const all = (await (await fetch(sends)).json()) as { token: string; status: number }[]
      return all.find((send) => send.token === fcmToken)
    })
    expect(delivered?.status).toBe(200)
  })
})
