export const LINE_ISSUER: string
export const LINE_TEST_CHANNEL: { id: string; secret: string }
export function lineUserId(displayName: string): string
export interface LineStandIn {
  origin: string
  channel: { id: string; secret: string }
  close(): Promise<void>
}
export function startLineStandIn(options?: {
  port?: number
  channel?: { id: string; secret: string }
  now?: () => number
}): Promise<LineStandIn>
