/**
 * The strings of a JSON array column (tags, groups): anything else in it, or text that is not
 * JSON, reads as none, so one bad row cannot fail a whole answer.
 */
export function parseStringArray(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []
  } catch {
    return []
  }
}
