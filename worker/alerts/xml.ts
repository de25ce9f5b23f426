// A small XML reader for JMA's telegrams and Atom feeds. Workers have no DOMParser, and the
// documents are machine-written, namespaced but never DTD-laden: elements, attributes, text,
// CDATA, comments and the five predefined entities plus numeric references are all they use.
// It never throws: anything malformed or truncated (an unclosed element, a stray `<`, a
// mismatched end tag, a DOCTYPE) is `null`, and the caller stores the telegram as malformed.

export interface XmlElement {
  /** The local name: `jmx_ib:Head` and `Head` both read as `Head` (JMA mixes both forms). */
  name: string
  attrs: Record<string, string>
  children: XmlElement[]
  /** The element's own text (CDATA included), entities decoded, children's text left out. */
  text: string
}

/** Limits that keep a hostile document from costing more than a real telegram does. */
const MAX_CHARS = 4 * 1024 * 1024
const MAX_DEPTH = 64
const MAX_ELEMENTS = 200_000

const NAME = /^[A-Za-z_][\w.:-]*$/
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*(?:"([^"<]*)"|'([^'<]*)')/g

function localName(qualified: string): string {
  const colon = qualified.indexOf(':')
  return colon === -1 ? qualified : qualified.slice(colon + 1)
}

function decode(raw: string): string | null {
  let ok = true
  const text = raw.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-z]+);?/g, (match, entity: string) => {
    if (!match.endsWith(';')) {
      ok = false
      return match
    }
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1))
      if (
        !Number.isInteger(code) ||
        code < 1 ||
        code > 0x10ffff ||
        (code >= 0xd800 && code <= 0xdfff)
      ) {
        ok = false
        return ''
      }
      return String.fromCodePoint(code)
    }
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
    const value = named[entity]
    if (value === undefined) ok = false
    return value ?? ''
  })
  return ok ? text : null
}

function readAttributes(source: string): Record<string, string> | null {
  const attrs: Record<string, string> = {}
  let consumed = source.replace(
    ATTRIBUTE,
    (_match, name: string, double?: string, single?: string) => {
      const value = decode(double ?? single ?? '')
      if (value === null) return '\u0000'
      attrs[localName(name)] = value
      return ''
    },
  )
  consumed = consumed.trim()
  return consumed === '' ? attrs : null
}

/** The document's root element, or null for anything that is not well-formed enough to trust. */
export function parseXml(source: string): XmlElement | null {
  if (typeof source !== 'string' || source.length > MAX_CHARS) return null
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  let count = 0
  let i = source.charCodeAt(0) === 0xfeff ? 1 : 0
  while (i < source.length) {
    const lt = source.indexOf('<', i)
    const textEnd = lt === -1 ? source.length : lt
    if (textEnd > i) {
      const raw = source.slice(i, textEnd)
      const top = stack[stack.length - 1]
      if (!top) {
        if (raw.trim() !== '') return null
      } else {
        const text = decode(raw)
        if (text === null) return null
        top.text += text
      }
    }
    if (lt === -1) break
    if (source.startsWith('<!--', lt)) {
      const end = source.indexOf('-->', lt + 4)
      if (end === -1) return null
      i = end + 3
    } else if (source.startsWith('<![CDATA[', lt)) {
      const end = source.indexOf(']]>', lt + 9)
      const top = stack[stack.length - 1]
      if (end === -1 || !top) return null
      top.text += source.slice(lt + 9, end)
      i = end + 3
    } else if (source.startsWith('<?', lt)) {
      const end = source.indexOf('?>', lt + 2)
      if (end === -1) return null
      i = end + 2
    } else if (source.startsWith('<!', lt)) {
      // DOCTYPE and entity declarations: JMA never sends them, and they are how XML bombs start.
      return null
    } else {
      const gt = source.indexOf('>', lt + 1)
      if (gt === -1) return null
      const inner = source.slice(lt + 1, gt)
      i = gt + 1
      if (inner.startsWith('/')) {
        const name = inner.slice(1).trim()
        const open = stack.pop()
        if (!open || localName(name) !== open.name || !NAME.test(name)) return null
        if (stack.length === 0) root = open
        continue
      }
      const selfClosing = inner.endsWith('/')
      const body = selfClosing ? inner.slice(0, -1) : inner
      const space = body.search(/\s/)
      const qualified = space === -1 ? body : body.slice(0, space)
      if (!NAME.test(qualified)) return null
      const attrs = readAttributes(space === -1 ? '' : body.slice(space))
      if (!attrs) return null
      count += 1
      if (count > MAX_ELEMENTS || stack.length >= MAX_DEPTH) return null
      if (root || (stack.length === 0 && count > 1)) return null
      const element: XmlElement = { name: localName(qualified), attrs, children: [], text: '' }
      stack[stack.length - 1]?.children.push(element)
      if (selfClosing) {
        if (stack.length === 0) root = element
      } else {
        stack.push(element)
      }
    }
  }
  return stack.length === 0 ? root : null
}

/** The first child named `name`, following a path of names: `child(report, 'Head', 'Title')`. */
export function child(
  element: XmlElement | undefined | null,
  ...path: string[]
): XmlElement | undefined {
  let current = element ?? undefined
  for (const name of path) {
    current = current?.children.find((c) => c.name === name)
    if (!current) return undefined
  }
  return current
}

/** Every child named `name`. */
export function children(element: XmlElement | undefined | null, name: string): XmlElement[] {
  return element ? element.children.filter((c) => c.name === name) : []
}

/** The trimmed text at a path, '' when it is absent. */
export function textAt(element: XmlElement | undefined | null, ...path: string[]): string {
  return (child(element, ...path)?.text ?? '').trim()
}
