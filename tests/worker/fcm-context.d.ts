// Values tests/fcm/server.ts (the worker project's globalSetup) provides to the worker tests.
declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the loopback FCM + OAuth server. */
    fcmOrigin: string
    /** A service-account JSON key whose token_uri is that server's /token. */
    fcmServiceAccount: string
  }
}

export {}
