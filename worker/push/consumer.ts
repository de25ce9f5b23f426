import { alertDelivery, type NoticeKind } from '../alerts/push'
import { removeDeviceByToken, staffTokens, tokensForTopic } from './device-store'
import { accessToken, readServiceAccount } from './fcm-auth'
import { type SendOutcome, sendToToken } from './fcm-send'
import { claimPushMessage, findPushMessage, finishPushMessage } from './message-store'

/** The body of a `jimoto-push` queue message: which stored notification to deliver. */
export interface PushJob {
  message_id: number
  /** A warning's push (worker/alerts/push.ts): its recipients and texts come from the alert. */
  alert_id?: string
  /** The level the warning was raised (or lowered) to when this push was queued. */
  alert_level?: number
  /** A quiet push replacing the warning's notice: lowered or lifted (default: a raise). */
  alert_notice?: Exclude<NoticeKind, 'raise'>
  /** A notice to staff (the JMA feed alarm): the devices of admins and moderators. */
  staff?: true
}

function noticeOf(value: unknown): NoticeKind {
  return value === 'lift' || value === 'lower' ? value : 'raise'
}

/** Tokens delivered at the same time (each is one subrequest; FCM takes them in parallel). */
const CONCURRENCY = 10

/**
 * The queue consumer: delivers each stored notification to every token subscribed to its topic,
 * one FCM v1 request per token, and stores how many were sent, failed and removed. A message is
 * claimed before sending, so a redelivered queue message never notifies anyone twice.
 */
export async function deliverPushBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  _ctx?: ExecutionContext,
): Promise<void> {
  const account = readServiceAccount(
    (env as Env & { FCM_SERVICE_ACCOUNT?: string }).FCM_SERVICE_ACCOUNT,
  )
  for (const message of batch.messages) {
    const job = message.body as Partial<PushJob>
    if (typeof job?.message_id !== 'number') {
      console.error('push: dropping a malformed queue message', message.id)
      message.ack()
      continue
    }
    if (!account) {
      // Credentials were removed after the send was accepted: keep the work until they return.
      console.error('push: not configured; message kept in the queue', job.message_id)
      message.retry({ delaySeconds: 300 })
      continue
    }
    try {
      const alert =
        typeof job.alert_id === 'string'
          ? {
              id: job.alert_id,
              level: typeof job.alert_level === 'number' ? job.alert_level : null,
              notice: noticeOf(job.alert_notice),
            }
          : null
      await deliver(job.message_id, alert, account, env, job.staff === true)
      message.ack()
    } catch (err) {
      // Only failures before any token was tried end here (OAuth, D1): try the message again.
      console.error('push: delivery failed, will retry', job.message_id, err)
      message.retry({ delaySeconds: 30 * message.attempts })
    }
  }
}

async function deliver(
  id: number,
  alert: { id: string; level: number | null; notice: NoticeKind } | null,
  account: NonNullable<ReturnType<typeof readServiceAccount>>,
  env: Env,
  staff = false,
): Promise<void> {
  const stored = await findPushMessage(env.DB, id)
  if (!stored || stored.status === 'done') return
  // A warning goes to its own audience, each device in its language; a composed message to its topic.
  const warning = alert ? await alertDelivery(env.DB, alert.id, alert.level, alert.notice) : null
  const recipients = warning
    ? warning.recipients
    : staff
      ? await staffTokens(env.DB)
      : await tokensForTopic(env.DB, stored.topic)
  const token = await accessToken(account, env.FCM_OAUTH_TOKEN_URL)
  // A message left 'sending' by a crashed delivery is not resent: a duplicate notification is
  // worse than a missing one. It keeps its state for the admin to see.
  if (!(await claimPushMessage(env.DB, id, recipients.length))) return
  const counts: Record<SendOutcome, number> = { sent: 0, failed: 0, removed: 0 }
  const note = {
    title: stored.title,
    body: stored.body,
    image: stored.image,
    target_url: stored.target_url,
  }
  const options = {
    endpoint: env.FCM_ENDPOINT || 'https://fcm.googleapis.com',
    projectId: account.project_id,
    accessToken: token,
  }
  let next = 0
  async function worker() {
    while (next < recipients.length) {
      const recipient = recipients[next++]
      if (!recipient) break
      const text =
        warning && 'language_code' in recipient ? warning.noteFor(recipient.language_code) : note
      const outcome = await sendToToken(recipient.fcm_token, text, options, warning?.platform)
      counts[outcome] += 1
      if (outcome === 'removed') await removeDeviceByToken(env.DB, recipient.fcm_token)
    }
  }
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, recipients.length) }, worker))
  await finishPushMessage(env.DB, id, counts)
}
