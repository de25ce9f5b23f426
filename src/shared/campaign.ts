// Campaign codes: a visitor who arrives with `?c=<code>` keeps the code for the session, the app
// sends it with every API request, and the Worker records it on sign-up and on new posts. Both
// sides accept only this safe, bounded charset, so a code can never carry markup or a huge value.

export const CAMPAIGN_HEADER = 'X-Campaign-Code'

const CAMPAIGN_CODE = /^[A-Za-z0-9_-]{1,64}$/

/** The code itself when it is a well-formed one, else null. */
export function validCampaignCode(raw: string | null | undefined): string | null {
  const code = raw?.trim()
  return code && CAMPAIGN_CODE.test(code) ? code : null
}
