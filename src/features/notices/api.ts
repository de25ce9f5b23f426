import { api } from '../../lib/api'
import type { AppealInput, Notice, NoticesResponse } from '../../shared/api/moderation'

// The signed-in user's moderation notices and appeals (worker/moderation/routes.ts).

export const fetchNotices = () => api<NoticesResponse>('/api/moderation/notices')

export const sendAppeal = (id: number, text: string) =>
  api<Notice>(`/api/moderation/notices/${id}/appeal`, {
    method: 'POST',
    body: { text } satisfies AppealInput,
  })
