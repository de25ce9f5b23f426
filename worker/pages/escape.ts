const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}

const NEEDS_ESCAPE = /[&<>"']/

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(text: string): string {
  // Most values need nothing: a test is much cheaper than a replace with a callback.
  return NEEDS_ESCAPE.test(text) ? text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch) : text
}

/**
 * JSON that is safe inside an inline <script>: `<`, `>`, `&` and the JS line separators are
 * written as \u escapes, so no value can close the element or open a comment.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  )
}
