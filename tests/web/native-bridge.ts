// The Capacitor bridge as the native side presents it to the WebView, for tests of the shell's
// code paths (the native side cannot run here). The real @capacitor/core and the real plugin
// packages load on top of it: they read `window.Capacitor.PluginHeaders` to learn which methods
// each plugin implements natively and call `nativePromise` / `nativeCallback` for them; events
// come back through the callback `addListener` registered. Every such call is recorded, and a test
// decides what the "native" side answers. Install it before @capacitor/core is first imported
// (the native adapters are loaded by a dynamic import, so at the top of the test file is early
// enough, as long as no test file imports src/lib/native/ statically).

type Answer = (options: Record<string, unknown>) => unknown

interface NativeListener {
  plugin: string
  event: string
  callbackId: string
  callback: (data: unknown) => void
}

export interface NativeCall {
  plugin: string
  method: string
  options: Record<string, unknown>
}

/** The plugins this app uses and the methods it calls on them. */
const PLUGIN_METHODS: Record<string, string[]> = {
  FirebaseMessaging: [
    'isSupported',
    'checkPermissions',
    'requestPermissions',
    'getToken',
    'deleteToken',
    'createChannel',
  ],
  FirebaseAuthentication: ['signInWithGoogle', 'signInWithApple', 'getIdToken', 'signOut'],
  Browser: ['open', 'close'],
  App: ['exitApp', 'getLaunchUrl', 'getInfo'],
  StatusBar: ['setStyle', 'setBackgroundColor', 'show', 'hide'],
  AdMob: [
    'initialize',
    'requestConsentInfo',
    'showConsentForm',
    'trackingAuthorizationStatus',
    'requestTrackingAuthorization',
    'showBanner',
    'hideBanner',
    'resumeBanner',
    'removeBanner',
  ],
}

export interface NativeBridge {
  platform: 'android' | 'ios'
  calls: NativeCall[]
  /** What the native side answers to `plugin.method` (a thrown error rejects the call). */
  answer(plugin: string, method: string, answer: Answer): void
  /** Fires a plugin event; with no listener yet it is kept until one registers (as plugins do). */
  emit(plugin: string, event: string, data: unknown): void
  callsTo(plugin: string, method: string): Record<string, unknown>[]
  listenersOf(plugin: string, event: string): number
  /** Forgets recorded calls and answers (listeners stay, as they would in a running app). */
  reset(): void
}

export function installNativeBridge(platform: 'android' | 'ios'): NativeBridge {
  const answers = new Map<string, Answer>()
  const listeners: NativeListener[] = []
  const pending: { plugin: string; event: string; data: unknown }[] = []
  const calls: NativeCall[] = []
  let nextId = 1
  const win = window as unknown as Record<string, unknown>
  if (platform === 'android') win.androidBridge = { postMessage() {} }
  else win.webkit = { messageHandlers: { bridge: { postMessage() {} } } }
  win.Capacitor = {
    PluginHeaders: Object.entries(PLUGIN_METHODS).map(([name, methods]) => ({
      name,
      methods: [
        ...methods.map((method) => ({ name: method, rtype: 'promise' })),
        { name: 'addListener', rtype: 'callback' },
        { name: 'removeListener', rtype: 'promise' },
        { name: 'removeAllListeners', rtype: 'promise' },
      ],
    })),
    nativePromise(plugin: string, method: string, options: Record<string, unknown> = {}) {
      calls.push({ plugin, method, options })
      if (method === 'removeListener') {
        const at = listeners.findIndex((l) => l.callbackId === options.callbackId)
        if (at >= 0) listeners.splice(at, 1)
        return Promise.resolve()
      }
      const answer = answers.get(`${plugin}.${method}`)
      return Promise.resolve().then(() => (answer ? answer(options) : undefined))
    },
    nativeCallback(
      plugin: string,
      method: string,
      options: Record<string, unknown>,
      callback: (data: unknown) => void,
    ) {
      calls.push({ plugin, method, options })
      if (method !== 'addListener') throw new Error(`unexpected callback method ${method}`)
      const callbackId = String(nextId++)
      const event = String(options.eventName)
      listeners.push({ plugin, event, callbackId, callback })
      for (const held of pending.filter((p) => p.plugin === plugin && p.event === event)) {
        pending.splice(pending.indexOf(held), 1)
        queueMicrotask(() => callback(held.data))
      }
      return callbackId
    },
  }
  return {
    platform,
    calls,
    answer(plugin, method, answer) {
      answers.set(`${plugin}.${method}`, answer)
    },
    emit(plugin, event, data) {
      const targets = listeners.filter((l) => l.plugin === plugin && l.event === event)
      if (targets.length === 0) pending.push({ plugin, event, data })
      for (const target of targets) target.callback(data)
    },
    callsTo(plugin, method) {
      return calls.filter((c) => c.plugin === plugin && c.method === method).map((c) => c.options)
    },
    listenersOf(plugin, event) {
      return listeners.filter((l) => l.plugin === plugin && l.event === event).length
    },
    reset() {
      calls.length = 0
      answers.clear()
    },
  }
}
