/** FCM's 400 INVALID_ARGUMENT body for a request it cannot read, or null when the shape is right. */
export function shapeError(body: unknown): {
  error: {
    code: number
    message: string
    status: string
    details: { '@type': string; fieldViolations: { field?: string; description: string }[] }[]
  }
} | null

/** The delivery options a test checks, whichever of FCM's two spellings the sender used. */
export function deliveryOf(message: Record<string, unknown>): Delivery

export interface Delivery {
  collapseKey: string | undefined
  ttl: string | undefined
  priority: string | undefined
  channelId: string | undefined
  androidTag: string | undefined
  apnsHeaders: Record<string, string> | undefined
  aps: Record<string, unknown> | undefined
  webpushHeaders: Record<string, string> | undefined
  webNotification: Record<string, unknown> | undefined
}
