export interface JmaArea {
  pref: { code: string; name: string; office: string }
  city: { code: string; name: string }
}
export const DEMO_AREA: JmaArea
export interface JmaStandIn {
  origin: string
  /** The default channel's feed folder (JMA_FEED_URL). */
  feedUrl: string
  close(): Promise<void>
}
export function startJmaStandIn(options?: { port?: number; area?: JmaArea }): Promise<JmaStandIn>
