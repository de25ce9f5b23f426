import { render } from '@testing-library/react'
import { createStore, Provider } from 'jotai'
import { vi } from 'vitest'
import { Router } from 'wouter'
import { memoryLocation } from 'wouter/memory-location'
import { AppRoutes } from '../../src/app/routes'
import { PushBootstrap } from '../../src/features/push/components/PushBootstrap'
import { PushToastHost } from '../../src/features/push/components/PushToastHost'
import { site } from '../../src/lib/site'
import type { DeviceTopic, PushTopic, TopicSubscriptionAnswer } from '../../src/shared/api/push'
import { type SessionUser, signInAtom } from '../../src/state/session'
import type { FakeRequest } from './api-fakes'
import { makeSessionUser } from './auth-fakes'

// The boundaries of the push web tests: firebase/messaging (getToken, onMessage, isSupported,
// getMessaging), the browser's Notification permission and service-worker container. Everything
// above them (platform module, registration state machine, atoms, components, API client) is real;
// the API itself is answered by stubApi (api-fakes.ts), with the answers built below.

/** What firebase/messaging does in a test; each test sets the parts it needs. */
export const messaging = {
  supported: true,
  token: 'fcm-token-1' as string | null,
  tokenError: null as unknown,
  getTokenCalls: [] as unknown[],
  handler: null as null | ((payload: unknown) => void),
  /** How many times the app has called onMessage (each call is a new listener). */
  listens: 0,
  reset() {
    this.listens = 0
    this.supported = true
    this.token = 'fcm-token-1'
    this.tokenError = null
    this.getTokenCalls = []
    this.handler = null
  },
}

/** The vi.mock('firebase/messaging') factory's module. */
export const firebaseMessagingModule = {
  isSupported: async () => messaging.supported,
  getMessaging: () => ({ fake: 'messaging' }),
  getToken: async (_instance: unknown, options: unknown) => {
    messaging.getTokenCalls.push(options)
    if (messaging.tokenError) throw messaging.tokenError
    return messaging.token ?? ''
  },
  onMessage: (_instance: unknown, handler: (payload: unknown) => void) => {
    messaging.listens += 1
    messaging.handler = handler
    return () => {
      if (messaging.handler === handler) messaging.handler = null
    }
  },
}

/** A firebase error as firebase/messaging throws them (`code` = messaging/<code>). */
export function firebaseError(code: string) {
  return Object.assign(new Error(`Messaging: ${code}`), {
    code: `messaging/${code}`,
    name: 'FirebaseError',
  })
}

export const registrations: { url: string; scope: string | undefined }[] = []

/** Notification permission and the service worker container, as a browser would have them. */
export function installBrowser(
  permission: NotificationPermission,
  onPrompt?: NotificationPermission,
) {
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = onPrompt ?? notification.permission
      return notification.permission
    }),
  }
  vi.stubGlobal('Notification', notification)
  registrations.length = 0
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      register: vi.fn(async (url: string, options?: { scope?: string }) => {
        registrations.push({ url, scope: options?.scope })
        return { scope: `http://localhost:3000${options?.scope ?? '/'}` }
      }),
      addEventListener: vi.fn(),
    },
  })
  return notification
}

/** The Firebase web config the edge injects when push is configured. */
export function configurePushSite() {
  Object.assign(site.firebase, {
    apiKey: 'demo-api-key',
    projectId: 'demo-jimoto',
    appId: '1:123456789012:web:abcdef0123456789',
    messagingSenderId: '123456789012',
  })
  site.vapidKey = 'BPublicVapidKeyForTests'
}

export const PUSH_USER: SessionUser = makeSessionUser({
  name: '花子',
  email: 'hanako@demo.jimoto.example',
})

/** The app as src/app/App.tsx composes it (bootstrap, routes, toast host) at `path`. */
export function renderPushApp(path: string, signedIn = true) {
  const store = createStore()
  if (signedIn) {
    window.localStorage.setItem('token', 'test-token')
    store.set(signInAtom, { token: 'test-token', user: PUSH_USER })
  }
  const location = memoryLocation({ path, record: true })
  const view = render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PushBootstrap />
        <AppRoutes />
        <PushToastHost />
      </Router>
    </Provider>,
  )
  return { ...view, store, location, currentPath: () => location.history.at(-1) ?? '' }
}

/** The recorded requests with this method and path. */
export const callsTo = (requests: FakeRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && request.path === path)

/** What POST /api/push/subscribe and /unsubscribe answer for the topic the request names. */
export function subscriptionAnswer(
  request: FakeRequest,
  subscribed: boolean,
): TopicSubscriptionAnswer {
  const body = request.body as { topic_name?: string; custom_attributes?: { disp_name?: string } }
  const topicName = body.topic_name ?? ''
  return {
    subscribed,
    topic_name: topicName,
    disp_name: body.custom_attributes?.disp_name ?? topicName,
  }
}

/** A subscription as GET /api/push/devices/:id/topics lists it. */
export function deviceTopic(
  topic: PushTopic,
  source: DeviceTopic['subscription_source'] = 'auto',
): DeviceTopic {
  return {
    topic_name: topic.name,
    disp_name: topic.disp_name,
    subscription_source: source,
    created_at: '2026-11-01T00:00:00.000Z',
  }
}
