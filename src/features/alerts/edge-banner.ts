/** The element the edge writes the banner into (worker/pages/alert-banner.ts), with its state. */
export const EDGE_BANNER_ID = 'edge-alert-banner'
