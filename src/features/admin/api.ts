import { api } from '../../lib/api'
import type { PushMessage, PushTopic } from '../../shared/api/push'

export type { PushMessage, PushTopic }

// The admin's push calls (worker/push/admin-routes.ts, worker/push/routes.ts).

export interface PushDraft {
  topic: string
  title: string
  body: string
  image: string
  target_url: string
}

export const fetchTopics = () => api<{ items: PushTopic[] }>('/api/push/topics')

export const fetchPushMessages = () =>
  api<{ items: PushMessage[]; nextCursor: string | null }>('/api/admin/push/messages?limit=20')

export const sendPushMessage = (draft: PushDraft) =>
  api<PushMessage>('/api/admin/push/messages', { method: 'POST', body: draft })
