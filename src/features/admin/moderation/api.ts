import { call } from '../../../lib/api'
import type {
  ActionInput,
  AdReviewInput,
  AuditAction,
  HoldInput,
  SubjectKind,
} from '../../../shared/api/moderation'

// The desk's calls (worker/moderation/admin-routes.ts). Every one is checked on the server.

/** A filter left empty is left out of the query: the server reads that as any. */
const given = <T extends string>(value: T | '' | null | undefined): T | undefined =>
  value || undefined

export const fetchQueue = (filter: {
  state: 'open' | 'closed'
  kind: SubjectKind | ''
  cursor?: string | null
}) =>
  call('GET /api/admin/moderation/queue', {
    query: {
      state: filter.state,
      kind: given(filter.kind),
      cursor: given(filter.cursor),
      limit: 20,
    },
  })

export const fetchSubject = (kind: SubjectKind, id: number) =>
  call('GET /api/admin/moderation/subjects/:kind/:id', { params: { kind, id } })

export const actOn = (kind: SubjectKind, id: number, input: ActionInput) =>
  call('POST /api/admin/moderation/subjects/:kind/:id/actions', {
    params: { kind, id },
    body: input,
  })

export const reviewAd = (id: number, input: AdReviewInput) =>
  call('POST /api/admin/moderation/subjects/ad/:id/review', { params: { id }, body: input })

export interface AuditQuery {
  action: AuditAction | ''
  kind: SubjectKind | ''
  subject: string
  cursor?: string | null
}

export const fetchAudit = (filter: AuditQuery) =>
  call('GET /api/admin/moderation/audit', {
    query: {
      action: given(filter.action),
      kind: given(filter.kind),
      subject: given(filter.subject),
      cursor: given(filter.cursor),
    },
  })

export const changeModerator = (userId: number, grant: boolean, reason: string) =>
  call(
    grant
      ? 'PUT /api/admin/moderation/moderators/:userId'
      : 'DELETE /api/admin/moderation/moderators/:userId',
    { params: { userId }, body: { reason } },
  )

export const fetchNgWords = () => call('GET /api/admin/moderation/ng-words')

export const addNgWord = (word: string) =>
  call('POST /api/admin/moderation/ng-words', { body: { word } })

export const deleteNgWord = (id: number) =>
  call('DELETE /api/admin/moderation/ng-words/:id', { params: { id } })

export const decideHold = (kind: SubjectKind, id: number, input: HoldInput) =>
  call('POST /api/admin/moderation/holds/:kind/:id', { params: { kind, id }, body: input })
