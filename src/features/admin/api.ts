import { api } from '../../lib/api'
import type { PushDraft, PushMessage, PushTopic } from '../../shared/api/push'

// The admin's push calls (worker/push/admin-routes.ts, worker/push/routes.ts).

export type { PushTopic }

export const fetchTopics = () => api<{ items: PushTopic[] }>('/api/push/topics')

export const fetchPushMessages = () =>
  api<{ items: PushMessage[]; nextCursor: string | null }>('/api/admin/push/messages?limit=20')

export const sendPushMessage = (draft: PushDraft) =>
  api<PushMessage>('/api/admin/push/messages', { method: 'POST', body: draft })
