// The shape FCM HTTP v1 `projects.messages.send` accepts, field by field, from Google's published
// reference (firebase.google.com/docs/reference/fcm/rest/v1/projects.messages, as of 2026: Message,
// Notification, AndroidConfig, AndroidNotification, LightSettings, ApnsConfig, ApnsFcmOptions,
// WebpushConfig, WebpushFcmOptions, FcmOptions; the same as the fcm:v1 discovery document). Like
// Google's JSON front end, a field may be sent under its proto name (collapse_key) or its JSON
// name (collapseKey); a name the type does not have is a 400 INVALID_ARGUMENT whose body lists
// every unknown name (google.rpc.BadRequest field violations), with the path where it was found.
// A shape maps each field to its kind: 'value' (a string, number or boolean, not checked further),
// 'strings' (map<string, string>), 'any' (a JSON object FCM passes on: apns.payload,
// webpush.notification), 'duration' (google.protobuf.Duration in JSON: "3s", "3.5s"),
// { enum, values } or a nested shape. Used by the FCM stand-in (fcm-stand-in.mjs).

const NOTIFICATION = { title: 'value', body: 'value', image: 'value' }
const FCM_OPTIONS = { analytics_label: 'value' }
const COLOR = { red: 'value', green: 'value', blue: 'value', alpha: 'value' }

const ANDROID_NOTIFICATION = {
  title: 'value',
  body: 'value',
  icon: 'value',
  color: 'value',
  sound: 'value',
  tag: 'value',
  click_action: 'value',
  body_loc_key: 'value',
  body_loc_args: 'value',
  title_loc_key: 'value',
  title_loc_args: 'value',
  channel_id: 'value',
  ticker: 'value',
  sticky: 'value',
  event_time: 'value',
  local_only: 'value',
  notification_priority: {
    enum: 'google.firebase.fcm.v1.AndroidNotification.NotificationPriority',
    values: [
      'PRIORITY_UNSPECIFIED',
      'PRIORITY_MIN',
      'PRIORITY_LOW',
      'PRIORITY_DEFAULT',
      'PRIORITY_HIGH',
      'PRIORITY_MAX',
    ],
  },
  default_sound: 'value',
  default_vibrate_timings: 'value',
  default_light_settings: 'value',
  vibrate_timings: 'value',
  visibility: {
    enum: 'google.firebase.fcm.v1.AndroidNotification.Visibility',
    values: ['VISIBILITY_UNSPECIFIED', 'PRIVATE', 'PUBLIC', 'SECRET'],
  },
  notification_count: 'value',
  light_settings: { color: COLOR, light_on_duration: 'duration', light_off_duration: 'duration' },
  image: 'value',
  bypass_proxy_notification: 'value',
  proxy: 'value',
}

const MESSAGE = {
  name: 'value',
  data: 'strings',
  notification: NOTIFICATION,
  android: {
    collapse_key: 'value',
    priority: {
      enum: 'google.firebase.fcm.v1.AndroidMessagePriority',
      values: ['NORMAL', 'HIGH'],
    },
    ttl: 'duration',
    restricted_package_name: 'value',
    data: 'strings',
    notification: ANDROID_NOTIFICATION,
    fcm_options: FCM_OPTIONS,
    direct_boot_ok: 'value',
    bandwidth_constrained_ok: 'value',
    restricted_satellite_ok: 'value',
  },
  webpush: {
    headers: 'strings',
    data: 'strings',
    notification: 'any',
    fcm_options: { link: 'value', analytics_label: 'value' },
  },
  apns: {
    headers: 'strings',
    payload: 'any',
    fcm_options: { analytics_label: 'value', image: 'value' },
    live_activity_token: 'value',
  },
  fcm_options: FCM_OPTIONS,
  token: 'value',
  topic: 'value',
  condition: 'value',
}

const SEND_REQUEST = { validate_only: 'value', message: MESSAGE }

const snake = (name) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
const DURATION = /^-?\d+(\.\d{1,9})?s$/

function problems(value, shape, path) {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return []
  const found = []
  for (const [name, inner] of Object.entries(value)) {
    const kind = shape[name] ?? shape[snake(name)]
    const at = path ? ` at '${path}'` : ''
    const here = path ? `${path}.${name}` : name
    if (!kind) {
      found.push(`Invalid JSON payload received. Unknown name "${name}"${at}: Cannot find field.`)
    } else if (kind === 'duration') {
      if (typeof inner !== 'string' || !DURATION.test(inner))
        found.push(
          `Invalid value at '${here}' (type.googleapis.com/google.protobuf.Duration), ${JSON.stringify(inner)}`,
        )
    } else if (kind === 'strings') {
      for (const [key, entry] of Object.entries(inner ?? {}))
        if (typeof entry !== 'string')
          found.push(`Invalid value at '${here}[${key}]' (TYPE_STRING), ${JSON.stringify(entry)}`)
    } else if (typeof kind === 'object' && 'enum' in kind && Array.isArray(kind.values)) {
      // Google's JSON front end reads enum names without regard to case ("high", "HIGH").
      if (typeof inner !== 'string' || !kind.values.includes(inner.toUpperCase()))
        found.push(
          `Invalid value at '${here}' (type.googleapis.com/${kind.enum}), ${JSON.stringify(inner)}`,
        )
    } else if (typeof kind === 'object') {
      found.push(...problems(inner, kind, here))
    }
  }
  return found
}

/** Where a problem's description says it was found ('message.android'), or none at the top. */
function fieldOf(description) {
  return /at '([^']+)'/.exec(description)?.[1]
}

/**
 * FCM's 400 answer to a request body it cannot read into a SendMessageRequest, or null when the
 * body has the documented shape.
 */
export function shapeError(body) {
  const found = problems(body, SEND_REQUEST, '')
  if (found.length === 0) return null
  return {
    error: {
      code: 400,
      message: found.join('\n'),
      status: 'INVALID_ARGUMENT',
      details: [
        {
          '@type': 'type.googleapis.com/google.rpc.BadRequest',
          fieldViolations: found.map((description) => {
            const field = fieldOf(description)
            return field ? { field, description } : { description }
          }),
        },
      ],
    },
  }
}

/** The delivery options a test checks, whichever of FCM's two spellings the sender used. */
export function deliveryOf(message) {
  const pick = (object, name) => {
    if (typeof object !== 'object' || object === null) return undefined
    const record = object
    return record[name] ?? record[name.replace(/_([a-z])/g, (_, c) => c.toUpperCase())]
  }
  const android = pick(message, 'android')
  const apns = pick(message, 'apns')
  const webpush = pick(message, 'webpush')
  return {
    collapseKey: pick(android, 'collapse_key'),
    ttl: pick(android, 'ttl'),
    priority: pick(android, 'priority'),
    channelId: pick(pick(android, 'notification'), 'channel_id'),
    androidTag: pick(pick(android, 'notification'), 'tag'),
    apnsHeaders: pick(apns, 'headers'),
    aps: pick(pick(apns, 'payload'), 'aps'),
    webpushHeaders: pick(webpush, 'headers'),
    webNotification: pick(webpush, 'notification'),
  }
}
