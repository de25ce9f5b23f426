import { SESSION_KEYS, session } from './storage'

const CAMPAIGN_CODE = /^[A-Za-z0-9_-]{1,64}$/

/** Keeps `?c=` for the session (spec §4). Codes outside a safe charset are ignored. */
export function captureCampaignCode(search: string): void {
  const code = new URLSearchParams(search).get('c')
  if (code && CAMPAIGN_CODE.test(code)) session.set(SESSION_KEYS.campaignCode, code)
}

export function readCampaignCode(): string | null {
  return session.get(SESSION_KEYS.campaignCode)
}
