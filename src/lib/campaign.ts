import { validCampaignCode } from '../shared/campaign'
import { SESSION_KEYS, session } from './storage'

/** Keeps `?c=` for the session. Codes outside the safe charset are ignored. */
export function captureCampaignCode(search: string): void {
  const code = validCampaignCode(new URLSearchParams(search).get('c'))
  if (code) session.set(SESSION_KEYS.campaignCode, code)
}

export function readCampaignCode(): string | null {
  return session.get(SESSION_KEYS.campaignCode)
}
