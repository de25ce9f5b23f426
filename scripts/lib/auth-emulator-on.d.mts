export function startAuthEmulatorOn(ports: {
  authPort: number
  hubPort: number
  loggingPort: number
}): Promise<{ stop(): Promise<void> }>
