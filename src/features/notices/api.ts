import { call } from '../../lib/api'

// The signed-in user's moderation notices and appeals (worker/moderation/routes.ts).

export const fetchNotices = () => call('GET /api/moderation/notices')

export const sendAppeal = (id: number, text: string) =>
  call('POST /api/moderation/notices/:id/appeal', { params: { id }, body: { text } })
