import type { Context } from 'hono'
import { CAMPAIGN_HEADER, validCampaignCode } from '../../src/shared/campaign'

/** The campaign code the client sends with every request, if it is a well-formed one. */
export function campaignCodeOf(c: Context): string | null {
  return validCampaignCode(c.req.header(CAMPAIGN_HEADER))
}
