import type { PushNotification } from '../../src/shared/api/push'
import type { PushJob } from '../push/consumer'
import { deletePushMessage, insertPushMessage } from '../push/message-store'
import type { AlertRow } from './alert-store'

// The one way a warning's push leaves: stored as a push_messages row (the admin's history shows
// it), then queued for the push consumer. Either both happen or neither: a message that cannot be
// queued is deleted again, and the caller gives its claim back so the next poll tries again.

/** Stores the warning's Japanese text and queues the job; false when either failed. */
export async function storeAndQueue(
  env: Env,
  row: AlertRow,
  ja: PushNotification,
  topic: 'all' | 'advisories',
  job: Omit<PushJob, 'message_id'>,
): Promise<boolean> {
  const message = await insertPushMessage(
    env.DB,
    { topic, title: ja.title, body: ja.body, target_url: ja.target_url ?? undefined },
    row.issued_by,
  ).catch((err: unknown) => {
    console.error('alerts: push message not stored', row.id, err)
    return null
  })
  if (!message) return false
  try {
    await env.PUSH_QUEUE.send({ message_id: message.id, ...job } satisfies PushJob)
    return true
  } catch (err) {
    console.error('alerts: push not queued, will retry', row.id, err)
    await deletePushMessage(env.DB, message.id)
    return false
  }
}
