import type { TestProject } from 'vitest/node'
import { startJmaStandIn } from '../../scripts/lib/jma-stand-in.mjs'

// The JMA feed stand-in (scripts/lib/jma-stand-in.mjs) for the worker project, on the port
// vitest.config.ts chose (the Worker's JMA_FEED_URL points at it). Tests use channels of their
// own (/ch/<name>/developer/xml/feed) so files running at once do not see each other's telegrams.

declare module 'vitest' {
  export interface ProvidedContext {
    jmaOrigin: string
  }
}

export default async function setup(project: TestProject) {
  const jma = await startJmaStandIn({ port: Number(process.env.JIMOTO_JMA_PORT) })
  project.provide('jmaOrigin', jma.origin)
  return () => jma.close()
}
