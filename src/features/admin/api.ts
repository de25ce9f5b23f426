import { call } from '../../lib/api'
import type { PushDraft, PushTopic } from '../../shared/api/push'

// The admin's push calls (worker/push/admin-routes.ts, worker/push/routes.ts).

export type { PushTopic }

export const fetchTopics = () => call('GET /api/push/topics')

export const fetchPushMessages = () =>
  call('GET /api/admin/push/messages', { query: { limit: 20 } })

export const sendPushMessage = (draft: PushDraft) =>
  call('POST /api/admin/push/messages', { body: draft })
