import type { AlertKind } from '../../src/shared/api/alerts'
import { WARNING_CHANNELS } from '../../src/shared/api/push'

// How a warning's push is delivered, beside what it says (push-text.ts): the platform blocks of
// the FCM HTTP v1 message. Field names are FCM's (REST Resource projects.messages: AndroidConfig,
// AndroidNotification, ApnsConfig, WebpushConfig; firebase.google.com/docs/reference/fcm/rest/v1/
// projects.messages), the APNs headers Apple's ("Sending notification requests to APNs") and the
// web ones RFC 8030 §5 (TTL, Urgency).
//
// One warning, one notice on the phone: every push of a warning (its raises, its quiet
// downgrade, its quiet 解除) carries the warning's id as Android collapse_key and notification
// tag, APNs apns-collapse-id and web notification tag. A phone that was offline gets only the
// last one (FCM keeps one message per collapse key), and a phone showing the earlier notice sees
// it replaced.

/**
 * `alert`: a raise to level 3 and above, which must reach a phone in manner mode or Focus (high
 * priority, the warnings channel, time-sensitive). `notice`: a raise to level 2 (注意報, for the
 * advisories topic): information, delivered and shown like the app's other notifications.
 * `quiet`: the notice that replaces an earlier one (downgrade, 解除), silent.
 */
export type NoticeMode = 'alert' | 'notice' | 'quiet'

/** How a warning's push at `level` is delivered (`raise`: it was issued or raised to it). */
export function noticeMode(level: number, raise: boolean): NoticeMode {
  if (!raise) return 'quiet'
  return level >= 3 ? 'alert' : 'notice'
}

export interface NoticeOf {
  id: string
  kind: AlertKind
  level: number
  /** ISO time of the report that set the pushed level (JMA's ReportDateTime, a staff action). */
  reportAt: string
}

const HOUR_MS = 3_600_000

/**
 * How long a raise is worth delivering after its report. JMA's warnings carry no end time: they
 * last until a 解除 telegram, which is pushed (quietly, with the same collapse key) and so replaces
 * a raise still waiting in FCM. The window only bounds a raise whose lift never comes through:
 * 6 hours, several of JMA's 3-hourly forecast updates, after which a phone coming back online
 * learns the state from the app's banner rather than from an old notice. An earthquake lasts 3
 * hours after its last report (apply-report.ts expireEarthquakes): its notice ends with it.
 */
export function noticeWindowMs(kind: AlertKind): number {
  return (kind === 'earthquake' ? 3 : 6) * HOUR_MS
}

/** When the push stops being worth delivering (ms since the epoch). */
export function noticeExpiry(notice: NoticeOf, mode: NoticeMode, now: number): number {
  // A quiet replacement is due as long as the notice it replaces may still be on a phone.
  const window = noticeWindowMs(notice.kind)
  if (mode === 'quiet') return now + window
  // Never longer than the window from now (a report stamped ahead of this clock).
  return Math.min(Date.parse(notice.reportAt), now) + window
}

/** The android, apns and webpush blocks of a warning's FCM v1 message. */
export function noticeDelivery(notice: NoticeOf, mode: NoticeMode, now = Date.now()) {
  const expiresAt = noticeExpiry(notice, mode, now)
  // Past its end (a push queued late): 0 = deliver now or never, on every platform.
  const seconds = Math.max(0, Math.floor((expiresAt - now) / 1000))
  const loud = mode === 'alert'
  const quiet = mode === 'quiet'
  return {
    android: {
      collapse_key: notice.id,
      priority: loud ? 'high' : 'normal',
      ttl: `${seconds}s`,
      notification: androidNotification(notice.id, mode),
    },
    apns: {
      headers: {
        'apns-collapse-id': notice.id,
        'apns-expiration': String(seconds === 0 ? 0 : Math.floor(expiresAt / 1000)),
        'apns-priority': quiet ? '5' : '10',
        'apns-push-type': 'alert',
      },
      payload: { aps: APS[mode] },
    },
    webpush: {
      headers: { TTL: String(seconds), Urgency: loud ? 'high' : 'normal' },
      notification: {
        tag: notice.id,
        renotify: !quiet,
        requireInteraction: loud && notice.level >= 4,
        silent: quiet,
      },
    },
  }
}

const APS = {
  alert: { 'interruption-level': 'time-sensitive', sound: 'default' },
  notice: { 'interruption-level': 'active', sound: 'default' },
  quiet: { 'interruption-level': 'passive' },
} as const

function androidNotification(tag: string, mode: NoticeMode) {
  // A 注意報 goes on the app's default channel, like its other notifications.
  if (mode === 'notice') return { tag, visibility: 'PUBLIC' }
  if (mode === 'quiet') {
    return {
      channel_id: WARNING_CHANNELS.quiet.id,
      tag,
      notification_priority: 'PRIORITY_LOW',
      visibility: 'PUBLIC',
    }
  }
  return {
    channel_id: WARNING_CHANNELS.alert.id,
    tag,
    notification_priority: 'PRIORITY_MAX',
    visibility: 'PUBLIC',
    // Android before 8 has no channels: the sound goes with the notice itself.
    sound: WARNING_CHANNELS.alert.sound,
  }
}

export type NoticeDelivery = ReturnType<typeof noticeDelivery>
