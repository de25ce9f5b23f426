import { startTranslationServer } from './translate-provider-server'

// Starts the loopback translation provider for the worker project on the port vitest.config.ts
// chose (and gave the Worker as TRANSLATION_API_URL).
export default async function setup() {
  const port = Number(process.env.JIMOTO_TRANSLATOR_PORT)
  if (!port) throw new Error('JIMOTO_TRANSLATOR_PORT is not set (vitest.config.ts sets it)')
  const server = await startTranslationServer(port)
  return () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    })
}
