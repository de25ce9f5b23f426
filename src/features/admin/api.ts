import { api } from '../../lib/api'

// The admin's push calls (worker/push/admin-routes.ts, worker/push/routes.ts).

export interface PushTopic {
  name: string
  disp_name: string
}

export interface PushMessage {
  id: number
  topic: string
  title: string
  body: string
  image: string | null
  target_url: string | null
  status: 'queued' | 'sending' | 'done'
  recipients: number
  sent: number
  failed: number
  removed: number
  created_at: string
  finished_at: string | null
}

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
