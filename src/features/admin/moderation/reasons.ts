import m from './i18n/current'

type ReasonCode = keyof typeof m.reportReasons

function isReasonCode(value: string): value is ReasonCode {
  return Object.hasOwn(m.reportReasons, value)
}

/**
 * A report's reason as a moderator reads it. The post page's report dialog stores the reason's
 * code (the same in every language) and the person's words as `code: words`; the code is named
 * here in the desk's language. Any other text is shown as written.
 */
export function reportReasonText(reason: string): string {
  const match = /^([a-z]+)(?::\s*([\s\S]*))?$/.exec(reason)
  const code = match?.[1]
  if (!match || !code || !isReasonCode(code)) return reason
  const label = m.reportReasons[code]
  return match[2] ? `${label}: ${match[2]}` : label
}
