// The push API's answers as both sides see them: the topic catalogue (GET /api/push/topics) and
// the notifications an admin sent with their delivery counts (GET/POST /api/admin/push/messages).

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
  /** queued → sending (a consumer claimed it) → done (every token tried). */
  status: 'queued' | 'sending' | 'done'
  recipients: number
  sent: number
  failed: number
  removed: number
  created_at: string
  finished_at: string | null
}
