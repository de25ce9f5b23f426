import fc from 'fast-check'

// Generators of hostile requests for the API fuzz suite (tests/worker/fuzz-api.test.ts): random
// methods, path segments, query strings, headers and bodies (JSON of any shape, deep nesting, huge
// strings, random bytes, invalid UTF-8, broken multipart).

export interface FuzzRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: Uint8Array | null
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'] as const
const encoder = new TextEncoder()

/** Byte sequences that are not UTF-8: stray continuation bytes, overlongs, encoded surrogates. */
const invalidUtf8 = fc.constantFrom(
  [0xff],
  [0xc3, 0x28],
  [0xe0, 0xa4],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0x80, 0x80],
)

/** Text that is awkward for a server: control characters, bidi overrides, astral and CJK text. */
export const awkwardText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  // Lone surrogates: not representable in UTF-8.
  fc.constantFrom('\ud800', 'a\udfff', '\ud83d'),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\u202e',
    '\u200b',
    '　',
    '５',
    '𠮷野家',
    '../..',
    '%',
    "'--",
    '<script>',
  ),
)

/**
 * Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) becomes the bytes
 * WTF-8 would give it, i.e. percent-encoded invalid UTF-8 such as %ED%A0%80.
 */
function percentEncode(text: string): string {
  return text.replace(/[\s\S]/gu, (char) => {
    const code = char.codePointAt(0) ?? 0
    if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char)
    const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)]
    return bytes.map((byte) => `%${byte.toString(16).toUpperCase()}`).join('')
  })
}

/** One path segment where the route has a parameter. */
const segment = fc.oneof(
  fc.constantFrom(
    '1',
    '2',
    '0',
    '-1',
    '1.5',
    '1e3',
    '9007199254740993',
    '99999999999999999999',
    'abc',
    'post',
    'user',
  ),
  fc.constantFrom('00000000-0000-4000-8000-000000000000', '%20', '%00', '%2F', '%E3%81%82', '..'),
  awkwardText.map((text) => percentEncode(text) || 'x'),
  fc.nat().map(String),
)

/** The route's path with every `:param{…}` and `*` filled in. */
export function pathFor(template: string): fc.Arbitrary<string> {
  const parts = template
    .split('/')
    .map((part) => (part.startsWith(':') || part === '*' ? segment : fc.constant(part)))
  return fc.tuple(...parts).map((filled) => filled.join('/'))
}

const queryKey = fc.oneof(
  fc.constantFrom('cursor', 'limit', 'kind', 'tag', 'q', 'bbox', 'kinds', 'from', 'to', 'genre'),
  fc.constantFrom('state', 'actor', 'action', 'subject'),
  fc.constantFrom('open_now', 'token', 'lang', 'c', 'page', 'id'),
  fc.string({ maxLength: 8 }),
)
const queryValue = fc.oneof(
  segment,
  fc.constantFrom('139.7,35.6,139.8,35.7', '-181,-91,181,91', '2026-13-45', 'event,coupon', '50'),
  awkwardText.map(percentEncode),
  fc.constantFrom('%', '%ZZ', 'a'.repeat(5000)),
)
export const queryString = fc
  .array(fc.tuple(queryKey, queryValue), { maxLength: 5 })
  .map((pairs) =>
    pairs.length === 0 ? '' : `?${pairs.map(([k, v]) => `${percentEncode(k)}=${v}`).join('&')}`,
  )

const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 5000 }), fc.constantFrom('[', '{"a":'))
  .map(([depth, open]) => {
    const close = open === '[' ? ']' : '}'
    return `${open.repeat(depth)}1${close.repeat(depth)}`
  })

const jsonText = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc
    .dictionary(
      fc.constantFrom(
        'email',
        'password',
        'name',
        'title',
        'body',
        'reason',
        'kind',
        'tags',
        'topic_name',
        'device_id',
        'fcm_token',
        'idToken',
        'provider',
        'token',
        'place',
        'bio',
        'website',
        'action',
        'version',
        'days',
        'subject_kind',
        'subject_id',
        'text',
      ),
      fc.oneof(fc.jsonValue({ maxDepth: 2 }), awkwardText),
    )
    .map((value) => JSON.stringify(value)),
  deepJson,
  fc.integer({ min: 70_000, max: 300_000 }).map((n) => JSON.stringify({ body: 'あ'.repeat(n) })),
)

/** Bytes that start like an image (so the photo pipeline looks further) and then go wrong. */
const imageish = fc
  .tuple(
    fc.constantFrom(
      [0xff, 0xd8, 0xff, 0xe0],
      [0xff, 0xd8, 0xff, 0xe1, 0x00, 0x10, 0x45, 0x78, 0x69, 0x66, 0x00, 0x00],
      [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
      [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
      [0x52, 0x49, 0x46, 0x46, 0x10, 0, 0, 0, 0x57, 0x45, 0x42, 0x50],
      [0, 0, 0, 0x18, 0x66, 0x74, 0x79, 0x70, 0x68, 0x65, 0x69, 0x63],
    ),
    fc.uint8Array({ maxLength: 512 }),
  )
  .map(([magic, rest]) => new Uint8Array([...magic, ...rest]))

const part = fc.oneof(
  fc.record({
    name: fc.constantFrom('data', 'alts', ''),
    file: fc.constant(false),
    bytes: jsonText.map((t) => encoder.encode(t)),
  }),
  fc.record({
    name: fc.constant('data'),
    file: fc.constant(false),
    bytes: fc.constant(encoder.encode('{"kind":"post","body":"ファズ"}')),
  }),
  fc.record({
    name: fc.constantFrom('photos', 'avatar'),
    file: fc.constant(true),
    bytes: imageish,
  }),
  fc.record({
    name: fc.constantFrom('photos', 'avatar', 'data'),
    file: fc.constant(true),
    bytes: fc.uint8Array({ maxLength: 256 }),
  }),
)

const multipart = fc.array(part, { minLength: 1, maxLength: 4 }).map((parts) => {
  const chunks: Uint8Array[] = []
  for (const { name, file, bytes } of parts) {
    const disposition = file
      ? `form-data; name="${name}"; filename="a.jpg"\r\nContent-Type: image/jpeg`
      : `form-data; name="${name}"`
    chunks.push(
      encoder.encode(`--fuzz\r\nContent-Disposition: ${disposition}\r\n\r\n`),
      bytes,
      encoder.encode('\r\n'),
    )
  }
  chunks.push(encoder.encode('--fuzz--\r\n'))
  return new Uint8Array(chunks.flatMap((chunk) => [...chunk]))
})

/** A body and the content type it claims (which may be a lie). */
export const body: fc.Arbitrary<{ bytes: Uint8Array | null; contentType: string | null }> =
  fc.oneof(
    fc.constant({ bytes: null, contentType: null }),
    fc
      .tuple(jsonText, fc.constantFrom('application/json', 'text/plain', null))
      .map(([text, type]) => ({
        bytes: encoder.encode(text),
        contentType: type,
      })),
    fc.uint8Array({ maxLength: 2048 }).map((bytes) => ({ bytes, contentType: 'application/json' })),
    fc.tuple(jsonText, invalidUtf8).map(([text, bad]) => {
      const head = encoder.encode(text.slice(0, 40))
      return {
        bytes: new Uint8Array([...head, ...bad, ...encoder.encode('"}')]),
        contentType: 'application/json',
      }
    }),
    fc
      .tuple(
        multipart,
        fc.constantFrom(
          'multipart/form-data; boundary=fuzz',
          'multipart/form-data',
          'multipart/form-data; boundary=other',
        ),
      )
      .map(([bytes, type]) => ({ bytes, contentType: type })),
  )

/** Headers a client might send, each present or not. */
export function headers(tokens: string[]): fc.Arbitrary<Record<string, string>> {
  return fc
    .record(
      {
        authorization: fc.oneof(
          fc.constantFrom(...tokens).map((token) => `Bearer ${token}`),
          fc.constantFrom('Bearer', 'Bearer ', 'Basic dXNlcjpwYXNz', `Bearer ${'x'.repeat(5000)}`),
          fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
        ),
        'cf-connecting-ip': fc.ipV4(),
        'x-campaign-code': fc.oneof(
          fc.constantFrom('spring_2026', ''),
          fc.string({ maxLength: 80 }),
        ),
        'x-device-token': fc.oneof(fc.constant('ok-token:APA91b1'), fc.string({ maxLength: 80 })),
        'accept-language': fc.constantFrom('ja', 'en', 'ko', 'zh-Hant', '*', 'xx;q=abc'),
        // The D1 session's bookmark (worker/lib/d1-session.ts): valid, old, a constraint name,
        // huge, or anything.
        'x-d1-bookmark': fc.oneof(
          fc.constantFrom(
            `00000000-00000001-00000000-${'0'.repeat(32)}`,
            `ffffffff-ffffffff-ffffffff-${'f'.repeat(32)}`,
            'first-primary',
            'first-unconstrained',
            `00000000-00000001-00000000-${'0'.repeat(20_000)}`,
          ),
          fc.string({ maxLength: 120 }),
        ),
        origin: fc.constantFrom('http://localhost:8787', 'https://evil.example', 'null'),
      },
      { requiredKeys: [] },
    )
    .map((record) =>
      // Header values must be ByteStrings without CR/LF: keep what a real client could send.
      Object.fromEntries(
        Object.entries(record).filter(([, value]) => /^[\t\x20-\x7e]*$/.test(value)),
      ),
    )
}

/** A whole request for one route template (its own method most of the time). */
export function requestFor(
  method: string,
  template: string,
  tokens: string[],
): fc.Arbitrary<FuzzRequest> {
  const ownMethod = method === 'ALL' ? fc.constantFrom(...METHODS) : fc.constant(method)
  const chosenMethod: fc.Arbitrary<string> = fc.oneof(
    { weight: 4, arbitrary: ownMethod },
    { weight: 1, arbitrary: fc.constantFrom(...METHODS) },
  )
  return fc
    .tuple(chosenMethod, pathFor(template), queryString, headers(tokens), body)
    .map(([chosen, path, query, sent, { bytes, contentType }]) => ({
      method: chosen,
      path: `${path}${query}`,
      headers: contentType ? { ...sent, 'content-type': contentType } : sent,
      // GET and HEAD requests cannot carry a body through fetch().
      body: chosen === 'GET' || chosen === 'HEAD' ? null : bytes,
    }))
}

/** How a failing request is shown: enough to replay it by hand. */
export function describeRequest(request: FuzzRequest): string {
  const preview = request.body ? new TextDecoder().decode(request.body.slice(0, 300)) : '(no body)'
  return `${request.method} ${request.path}\n${JSON.stringify(request.headers)}\n${request.body?.length ?? 0} bytes: ${preview}`
}
