import { api } from '../../../lib/api'
import type {
  ActionInput,
  ActionResult,
  AdReviewInput,
  AuditEntry,
  HoldInput,
  NgWord,
  QueueItem,
  RoleResult,
  SubjectDetail,
  SubjectKind,
} from '../../../shared/api/moderation'

// The desk's calls (worker/moderation/admin-routes.ts). Every one is checked on the server.

export interface PageOf<T> {
  items: T[]
  nextCursor: string | null
}

function query(params: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value)
  const text = search.toString()
  return text ? `?${text}` : ''
}

export const fetchQueue = (filter: {
  state: 'open' | 'closed'
  kind: SubjectKind | ''
  cursor?: string | null
}) =>
  api<PageOf<QueueItem>>(
    `/api/admin/moderation/queue${query({ state: filter.state, kind: filter.kind, cursor: filter.cursor, limit: '20' })}`,
  )

export const fetchSubject = (kind: SubjectKind, id: number) =>
  api<SubjectDetail>(`/api/admin/moderation/subjects/${kind}/${id}`)

export const actOn = (kind: SubjectKind, id: number, input: ActionInput) =>
  api<ActionResult>(`/api/admin/moderation/subjects/${kind}/${id}/actions`, {
    method: 'POST',
    body: input,
  })

export const reviewAd = (id: number, input: AdReviewInput) =>
  api<ActionResult>(`/api/admin/moderation/subjects/ad/${id}/review`, {
    method: 'POST',
    body: input,
  })

export interface AuditQuery {
  action: string
  kind: SubjectKind | ''
  subject: string
  cursor?: string | null
}

export const fetchAudit = (filter: AuditQuery) =>
  api<PageOf<AuditEntry>>(
    `/api/admin/moderation/audit${query({ action: filter.action, kind: filter.kind, subject: filter.subject, cursor: filter.cursor })}`,
  )

export const changeModerator = (userId: number, grant: boolean, reason: string) =>
  api<RoleResult>(`/api/admin/moderation/moderators/${userId}`, {
    method: grant ? 'PUT' : 'DELETE',
    body: { reason },
  })

export const fetchNgWords = () => api<{ items: NgWord[] }>('/api/admin/moderation/ng-words')

export const addNgWord = (word: string) =>
  api<NgWord>('/api/admin/moderation/ng-words', { method: 'POST', body: { word } })

export const deleteNgWord = (id: number) =>
  api<null>(`/api/admin/moderation/ng-words/${id}`, { method: 'DELETE' })

export const decideHold = (kind: SubjectKind, id: number, input: HoldInput) =>
  api<ActionResult>(`/api/admin/moderation/holds/${kind}/${id}`, { method: 'POST', body: input })
