import { describe, expect, it } from 'vitest'
import { buildIcs, escapeText, foldLine } from '../../src/features/posts/lib/ics'

// What a calendar app reads from the "カレンダーに追加" file (RFC 5545).

const encoder = new TextEncoder()

const event = {
  uid: 'post-12@example.jp',
  title: 'みなと神社 秋季例大祭; 屋台, 太鼓',
  description: '境内に約30の屋台が並びます。\n18時から奉納太鼓。\\ 雨天決行',
  startsAt: '2026-11-07T16:00:00+09:00',
  endsAt: '2026-11-07T21:30:00+09:00',
  location: 'みなと神社 境内, 静岡県賀茂郡みなと町宮の下1-1',
  lat: 34.979,
  lng: 138.9461,
  url: 'https://example.jp/app/posts/12',
  now: new Date('2026-11-21T09:30:05.123Z'),
}

/** The logical lines of a file: CRLF line ends, folded lines joined back. */
function unfold(content: string): string[] {
  return content.replace(/\r\n /g, '').split('\r\n')
}

describe('.ics for an event', () => {
  it('writes the event in UTC: Tokyo 16:00 is 07:00Z', () => {
    const lines = unfold(buildIcs(event))
    expect(lines).toContain('DTSTART:20261107T070000Z')
    expect(lines).toContain('DTEND:20261107T123000Z')
    expect(lines).toContain('DTSTAMP:20261121T093005Z')
    expect(lines).toContain('UID:post-12@example.jp')
    expect(lines).toContain('GEO:34.979;138.9461')
    expect(lines).toContain('URL:https://example.jp/app/posts/12')
  })

  it('is a complete calendar with CRLF line ends', () => {
    const content = buildIcs(event)
    const lines = unfold(content)
    expect(lines.slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//jimoto//posts//JA',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
    ])
    expect(lines.slice(-3)).toEqual(['END:VEVENT', 'END:VCALENDAR', ''])
    expect(content.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('escapes commas, semicolons, backslashes and line breaks in text', () => {
    const lines = unfold(buildIcs(event))
    expect(lines).toContain('SUMMARY:みなと神社 秋季例大祭\\; 屋台\\, 太鼓')
    expect(lines).toContain(
      'DESCRIPTION:境内に約30の屋台が並びます。\\n18時から奉納太鼓。\\\\ 雨天決行',
    )
    expect(lines).toContain('LOCATION:みなと神社 境内\\, 静岡県賀茂郡みなと町宮の下1-1')
    expect(escapeText('a\r\nb\rc')).toBe('a\\nb\\nc')
  })

  it('folds long lines at 75 octets without splitting a Japanese character', () => {
    const line = `DESCRIPTION:${'港の朝市、'.repeat(30)}`
    const folded = foldLine(line)
    const parts = folded.split('\r\n')
    expect(parts.length).toBeGreaterThan(1)
    for (const [index, part] of parts.entries()) {
      expect(encoder.encode(part).length).toBeLessThanOrEqual(75)
      if (index > 0) expect(part.startsWith(' ')).toBe(true)
      // Every part is whole UTF-8: no replacement characters after a round trip.
      expect(new TextDecoder().decode(encoder.encode(part))).toBe(part)
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line)
  })

  it('leaves out the place lines when the event has no place', () => {
    const lines = unfold(buildIcs({ ...event, location: null, lat: null, lng: null }))
    expect(lines.some((line) => line.startsWith('LOCATION'))).toBe(false)
    expect(lines.some((line) => line.startsWith('GEO'))).toBe(false)
  })
})
