export function startLineFirebaseBridge(options: {
  emulatorOrigin: string
  line: { origin: string; channel: { id: string; secret: string } }
  port?: number
}): Promise<{ host: string; close(): Promise<void> }>
