import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { BLOCKS_HINT_COOKIE } from '../../src/shared/blocks-hint'
import { edgeRequest } from './edge-cache-helpers'
import { call, insertPost, signIn } from './posts-helpers'

// The pages the Worker writes for anyone (first screen and boot data, kept by the edge cache) may
// hold posts of someone a reader blocked. The app learns from the server that its person is in a
// block (`has_blocks`, either way) and keeps a cookie on the page's site; a page request with it
// gets neither those posts nor anyone's cached copy.

/** What a page shows (its head carries the share meta crawlers read, which stays). */
const shown = (html: string) => html.slice(html.indexOf('</head>'))

const HINT = { cookie: `theme=dark; ${BLOCKS_HINT_COOKIE}=1` }

async function blockBetween() {
  const blocker = await signIn('ブロックした人')
  const blocked = await signIn('ブロックされた人')
  const bystander = await signIn('関係ない人')
  const title = `見せたくない投稿 ${crypto.randomUUID().slice(0, 8)}`
  const postId = await insertPost({ user_id: blocked.id, title, body: '本文です。' })
  expect(
    (await call('PUT', `/api/users/${blocked.id}/block`, { token: blocker.token })).status,
  ).toBe(201)
  return { blocker, blocked, bystander, title, postId }
}

describe('has_blocks on the signed-in answers', () => {
  it('is true for both people of a block and false for anyone else, on /auth/me and login', async () => {
    const { blocker, blocked, bystander } = await blockBetween()
    const me = async (token: string) => (await call('GET', '/auth/me', { token })).body.has_blocks
    expect(await me(blocker.token)).toBe(true)
    expect(await me(blocked.token)).toBe(true)
    expect(await me(bystander.token)).toBe(false)
    const email = await env.DB.prepare('SELECT email FROM users WHERE id = ?1')
      .bind(blocker.id)
      .first<{ email: string }>()
    const login = await call<{ user: { has_blocks: boolean } }>('POST', '/auth/login', {
      json: { email: email?.email, password: 'jimoto-test-2026' },
      headers: { 'cf-connecting-ip': '198.18.251.7' },
    })
    expect(login.status).toBe(200)
    expect(login.body.user.has_blocks).toBe(true)
    await call('DELETE', `/api/users/${blocked.id}/block`, { token: blocker.token })
    expect(await me(blocker.token)).toBe(false)
  })
})

describe('pages for a reader in a block', () => {
  it('the timeline: without the cookie everyone’s first page; with it no posts and no cached copy', async () => {
    const { title } = await blockBetween()
    const anyone = await edgeRequest('/app/timeline')
    expect(anyone.text).toContain(title)
    expect(anyone.text).toContain('id="boot-data"')
    expect((await edgeRequest('/app/timeline')).state).toBe('HIT')

    const hinted = await edgeRequest('/app/timeline', { headers: HINT })
    expect(hinted.status).toBe(200)
    expect(hinted.state).toBe('BYPASS')
    expect(hinted.text).not.toContain(title)
    expect(hinted.text).not.toContain('id="boot-data"')
  })

  it('a post page keeps its share meta for crawlers but shows the post only without the cookie', async () => {
    const { title, postId } = await blockBetween()
    const anyone = await edgeRequest(`/app/posts/${postId}`)
    expect(shown(anyone.text)).toContain('本文です。')
    const hinted = await edgeRequest(`/app/posts/${postId}`, { headers: HINT })
    expect(hinted.status).toBe(200)
    expect(hinted.state).toBe('BYPASS')
    expect(shown(hinted.text)).not.toContain('本文です。')
    expect(hinted.text).not.toContain('id="boot-data"')
    expect(hinted.text).toContain(`<meta property="og:title" content="${title}`)
  })

  it('another cookie named alike is no hint', async () => {
    await blockBetween()
    const other = await edgeRequest('/app/timeline', {
      headers: { cookie: `x${BLOCKS_HINT_COOKIE}=1` },
    })
    expect(other.state).not.toBe('BYPASS')
    expect(other.text).toContain('id="boot-data"')
  })
})
