import { env } from 'cloudflare:workers'
import type {
  ActionInput,
  QueueItem,
  SubjectDetail,
  SubjectKind,
} from '../../src/shared/api/moderation'
import type { Page } from '../../src/shared/api/posts'
import { call, makeAdmin, type SignedIn, signIn, signInMany } from './posts-helpers'

// Shared steps of the moderation desk tests: staff accounts, reports and actions through the API.
// Roles are set in D1 the way an operator (or an admin through the desk) would.

export async function signInAs(role: 'user' | 'admin' | 'moderator', name?: string) {
  const user = await signIn(name)
  if (role === 'admin') await makeAdmin(user.id)
  if (role === 'moderator') {
    await env.DB.prepare(
      "INSERT INTO staff_roles (user_id, role, created_at) VALUES (?1, 'moderator', ?2)",
    )
      .bind(user.id, new Date().toISOString())
      .run()
  }
  return user
}

/** The desk's two staff accounts, a moderator and an admin, and `reporterCount` residents who report. */
export async function deskStaff(reporterCount = 0) {
  const moderator = await signInAs('moderator', 'モデレーター')
  const admin = await signInAs('admin', '管理者')
  const reporters = await signInMany(reporterCount, '通報者')
  return { moderator, admin, reporters }
}

export async function queue(token: string, query = '') {
  return call<Page<QueueItem>>('GET', `/api/admin/moderation/queue${query}`, { token })
}

/** A fresh sign-in of an existing test user (signIn's password), e.g. after a suspension. */
export async function signInAgain(userId: number): Promise<string> {
  const row = await env.DB.prepare('SELECT email FROM users WHERE id = ?1')
    .bind(userId)
    .first<{ email: string }>()
  const res = await call<{ token: string }>('POST', '/auth/login', {
    json: { email: row?.email, password: 'jimoto-test-2026' },
    headers: { 'cf-connecting-ip': `198.19.${userId & 255}.${(userId >> 8) & 255}` },
  })
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.token
}

export async function reportPost(reporter: SignedIn, postId: number, reason: string) {
  return call('POST', `/api/posts/${postId}/reports`, { token: reporter.token, json: { reason } })
}

export async function detail(token: string, kind: SubjectKind, id: number) {
  return call<SubjectDetail>('GET', `/api/admin/moderation/subjects/${kind}/${id}`, { token })
}

/** Acts at the subject's current version (read first), as the desk does. */
export async function act(
  token: string,
  kind: SubjectKind,
  id: number,
  input: Omit<ActionInput, 'version'> & { version?: number },
) {
  const version = input.version ?? (await detail(token, kind, id)).body.version
  return call('POST', `/api/admin/moderation/subjects/${kind}/${id}/actions`, {
    token,
    json: { ...input, version },
  })
}
