// An iCalendar file (RFC 5545) for one event, built in the browser. Times are written in UTC
// ("…Z"): exact for every calendar app without shipping a VTIMEZONE block for Asia/Tokyo.

interface CalendarEvent {
  uid: string
  title: string
  description: string
  startsAt: string
  endsAt: string
  location: string | null
  lat: number | null
  lng: number | null
  url: string
  /** When the file is made (DTSTAMP). */
  now: Date
}

/** 20261107T070000Z */
function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

/** TEXT values: backslash, semicolon, comma and line breaks are escaped (RFC 5545 §3.3.11). */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
}

const encoder = new TextEncoder()

/**
 * Lines longer than 75 octets are folded: CRLF and one space, never inside a UTF-8 character
 * (RFC 5545 §3.1). Japanese text is three octets a character, so this matters.
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let current = ''
  let size = 0
  for (const char of line) {
    const bytes = encoder.encode(char).length
    // The first line holds 75 octets; continuation lines 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74
    if (size + bytes > limit) {
      parts.push(current)
      current = ''
      size = 0
    }
    current += char
    size += bytes
  }
  parts.push(current)
  return parts.join('\r\n ')
}

export function buildIcs(event: CalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//jimoto//posts//JA',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsUtc(event.now)}`,
    `DTSTART:${icsUtc(new Date(event.startsAt))}`,
    `DTEND:${icsUtc(new Date(event.endsAt))}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
  ]
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (event.lat !== null && event.lng !== null) lines.push(`GEO:${event.lat};${event.lng}`)
  lines.push(`URL:${event.url}`, 'END:VEVENT', 'END:VCALENDAR')
  return `${lines.map(foldLine).join('\r\n')}\r\n`
}

/** Hands the file to the browser as a download ("jimoto-event-12.ics"). */
export function downloadIcs(content: string, filename: string): void {
  const blob = new Blob([content], { type: 'text/calendar;charset=utf-8' })
  const href = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = href
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000)
}
