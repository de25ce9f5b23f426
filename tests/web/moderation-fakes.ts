import type { QueueItem, SubjectDetail } from '../../src/shared/api/moderation'
import type { SessionUser } from '../../src/state/session'
import { json, stubUntypedApi } from './posts-fakes'

// The moderation desk's API as a moderator sees it: one subject in the queue, its detail, and an
// empty audit log; a test adds (or replaces) routes through `extra`.

export const MODERATOR: SessionUser = {
  id: 3,
  name: '見守り担当',
  email: 'mod@demo.jimoto.example',
  avatar_url: null,
  role: 'moderator',
}

export function stubDesk(
  item: QueueItem,
  detail: SubjectDetail,
  extra: Parameters<typeof stubUntypedApi>[0] = {},
) {
  const { kind, id } = detail.subject
  return stubUntypedApi({
    'GET /api/admin/moderation/queue': json({ items: [item], nextCursor: null }),
    [`GET /api/admin/moderation/subjects/${kind}/${id}`]: json(detail),
    'GET /api/admin/moderation/audit': json({ items: [], nextCursor: null }),
    ...extra,
  })
}
