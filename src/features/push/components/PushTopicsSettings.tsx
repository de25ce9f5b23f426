import { useAtom, useAtomValue } from 'jotai'
import { useEffect, useState } from 'react'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import { pushPlatform } from '../../../lib/platform'
import { local, STORAGE_KEYS } from '../../../lib/storage'
import { tokenAtom } from '../../../state/session'
import {
  fetchDeviceTopics,
  fetchTopics,
  subscribeTopic,
  type Topic,
  unsubscribeTopic,
} from '../api'
import m from '../i18n/current'
import '../push.css'
import { type PushStatus, registerForPush } from '../registration'
import { pushStatusAtom } from '../state'

const t = m.settings

function topicLabel(topic: Topic): string {
  return m.topics[topic.name] ?? topic.disp_name
}

/** Turns one topic on or off for this device at the push server. */
function changeTopic(topic: Topic, on: boolean, deviceId: string, deviceToken: string) {
  const device = { device_id: deviceId, device_token: deviceToken, topic_name: topic.name }
  return on
    ? subscribeTopic({
        ...device,
        subscription_source: 'user',
        custom_attributes: { disp_name: topic.disp_name },
      })
    : unsubscribeTopic(device)
}

/** The topic catalogue, which of them this device follows, and switching one (one at a time). */
function useDeviceTopics(deviceId: string, deviceToken: string) {
  const [topics, setTopics] = useState<Topic[] | null>(null)
  const [subscribed, setSubscribed] = useState<Set<string>>(new Set())
  const [busy, setBusy] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let current = true
    Promise.all([fetchTopics(), fetchDeviceTopics(deviceId, deviceToken)])
      .then(([catalog, mine]) => {
        if (!current) return
        setTopics(catalog.items)
        setSubscribed(new Set(mine.items.map((item) => item.topic_name)))
      })
      .catch((err: unknown) => {
        console.warn('push: topics', toApiError(err))
        if (current) setError(m.errors.topicsLoadFailed)
      })
    return () => {
      current = false
    }
  }, [deviceId, deviceToken])

  const toggle = async (topic: Topic, on: boolean) => {
    setBusy(topic.name)
    setError(null)
    try {
      await changeTopic(topic, on, deviceId, deviceToken)
      setSubscribed((prev) => {
        const next = new Set(prev)
        if (on) next.add(topic.name)
        else next.delete(topic.name)
        return next
      })
    } catch (err) {
      console.warn('push: topic change failed', toApiError(err))
      setError(m.errors.topicFailed)
    } finally {
      setBusy(null)
    }
  }

  return { topics, subscribed, busy, error, toggle }
}

/** The topics of this device, with a switch each (the settings page turns topics on and off). */
function TopicSwitches({ deviceId, deviceToken }: { deviceId: string; deviceToken: string }) {
  const { topics, subscribed, busy, error, toggle } = useDeviceTopics(deviceId, deviceToken)
  if (!topics) {
    return error ? (
      <p className="push-settings__message push-settings__message--error" role="alert">
        {error}
      </p>
    ) : (
      <p className="push-settings__message">{t.loading}</p>
    )
  }
  return (
    <>
      <h3 className="option__label">{t.topicsTitle}</h3>
      <ul className="option-list" aria-label={t.topicsTitle}>
        {topics.map((topic) => {
          const on = subscribed.has(topic.name)
          return (
            <li key={topic.name}>
              <label className="option">
                <span>{topicLabel(topic)}</span>
                <input
                  type="checkbox"
                  role="switch"
                  className="push-topic__switch"
                  checked={on}
                  aria-checked={on}
                  disabled={busy !== null}
                  onChange={(event) => void toggle(topic, event.currentTarget.checked)}
                />
              </label>
            </li>
          )
        })}
      </ul>
      <FormError error={error} className="push-settings__message push-settings__message--error" />
    </>
  )
}

function statusMessage(status: PushStatus): { text: string; error: boolean } | null {
  switch (status.state) {
    case 'unsupported':
      return {
        text:
          status.reason === 'not-configured'
            ? m.errors.notConfigured
            : status.reason === 'in-app-browser'
              ? m.errors.inAppBrowser
              : m.errors.unsupported,
        error: false,
      }
    case 'no notification permission':
      return { text: t.denied, error: false }
    case 'error':
      return { text: status.message, error: true }
    default:
      return null
  }
}

/** Settings → notifications: registration state, a way to turn push on, and the topics. */
export function PushTopicsSettings() {
  const token = useAtomValue(tokenAtom)
  const [status, setStatus] = useAtom(pushStatusAtom)
  const [enabling, setEnabling] = useState(false)

  const enable = async () => {
    setEnabling(true)
    try {
      setStatus(await registerForPush(await pushPlatform(), true))
    } finally {
      setEnabling(false)
    }
  }

  const registered = status.state === 'device registered' || status.state === 'already registered'
  const deviceToken = local.get(STORAGE_KEYS.fcmToken)
  const message = statusMessage(status)

  return (
    <div className="settings-section__body">
      <p className="settings-section__lead">{t.lead}</p>
      {!token ? <p>{t.loginFirst}</p> : null}
      {message ? (
        <p
          className={`push-settings__message${message.error ? ' push-settings__message--error' : ''}`}
          role={message.error ? 'alert' : undefined}
        >
          {message.text}
        </p>
      ) : null}
      {token && !registered && status.state !== 'unsupported' ? (
        <button
          type="button"
          className="button button--primary"
          onClick={() => void enable()}
          disabled={enabling}
        >
          {enabling ? t.enabling : t.enable}
        </button>
      ) : null}
      {registered && deviceToken ? (
        <TopicSwitches deviceId={status.deviceId} deviceToken={deviceToken} />
      ) : null}
    </div>
  )
}
