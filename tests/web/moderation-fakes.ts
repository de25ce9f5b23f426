import type { QueueItem, SubjectDetail } from '../../src/shared/api/moderation'
import type { SessionUser } from '../../src/state/session'
import { apiError, type FakeHandler, type FakeRoutes, json, stubApi } from './api-fakes'
import { makeSessionUser } from './auth-fakes'

// The moderation desk's API as a moderator sees it: one subject in the queue, its detail, and an
// empty audit log; a test adds (or replaces) routes through `extra`.

export const MODERATOR: SessionUser = makeSessionUser({
  id: 3,
  name: '見守り担当',
  email: 'mod@demo.jimoto.example',
  role: 'moderator',
})

/** The subjects' pages: the detail of the kind and id asked for, else the Worker's 404. */
export function subjects(
  ...details: SubjectDetail[]
): FakeHandler<'GET /api/admin/moderation/subjects/:kind/:id'> {
  return ({ params }) => {
    const found = details.find(
      ({ subject }) => subject.kind === params.kind && String(subject.id) === params.id,
    )
    return found ? json(found) : apiError(404, 'not_found', '対象が見つかりません。')
  }
}

export function stubDesk(item: QueueItem, detail: SubjectDetail, extra: FakeRoutes = {}) {
  return stubApi({
    'GET /api/admin/moderation/queue': json({ items: [item], nextCursor: null }),
    'GET /api/admin/moderation/subjects/:kind/:id': subjects(detail),
    'GET /api/admin/moderation/audit': json({ items: [], nextCursor: null }),
    ...extra,
  })
}
