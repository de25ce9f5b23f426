// The town's LINE公式アカウント (TOWN_LINE_ACCOUNT_URL): the friend-add link LINE Official Account
// Manager gives (https://lin.ee/<id>), the add-friend URL (https://line.me/R/ti/p/@<id>), or the
// bare LINE ID (@<id>). Anything else is not shown: a wrong value must not send people elsewhere.

const LIN_EE = /^https:\/\/lin\.ee\/[A-Za-z0-9_-]{4,32}\/?$/
const ADD_FRIEND = /^https:\/\/line\.me\/R\/ti\/p\/(?:@|%40)[a-z0-9._-]{2,40}\/?$/i
const LINE_ID = /^@[a-z0-9._-]{2,40}$/i

/** The friend-add URL of a configured value, or null when it is empty or not a LINE link. */
export function lineFriendUrl(configured: string | undefined): string | null {
  const value = (configured ?? '').trim()
  if (LIN_EE.test(value) || ADD_FRIEND.test(value)) return value
  if (LINE_ID.test(value)) return `https://line.me/R/ti/p/${value}`
  return null
}
