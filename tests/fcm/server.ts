import type { TestProject } from 'vitest/node'
import { startFcmStandIn } from '../../scripts/lib/fcm-stand-in.mjs'

// FCM at its HTTP boundary for the worker project (globalSetup): the loopback stand-in that
// `npm start` runs too (scripts/lib/fcm-stand-in.mjs: Google's OAuth token endpoint and FCM HTTP v1
// `messages:send`, the outcome chosen by the token's prefix, the message's shape checked as FCM
// checks it). Its origin and service account reach the tests through `inject()`.

export type { RecordedSend } from '../../scripts/lib/fcm-stand-in.mjs'

// Also declared in tests/worker/fcm-context.d.ts, for the worker tsconfig that reads them.
declare module 'vitest' {
  export interface ProvidedContext {
    fcmOrigin: string
    fcmServiceAccount: string
  }
}

export default async function setup(project: TestProject) {
  const fcm = await startFcmStandIn()
  project.provide('fcmOrigin', fcm.origin)
  project.provide('fcmServiceAccount', fcm.serviceAccount)
  return () => fcm.close()
}
