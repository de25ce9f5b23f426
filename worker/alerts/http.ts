/**
 * The body as UTF-8 text, or null when it is longer than `maxBytes` (read no further) or cut
 * off mid-stream. A feed or telegram is never larger than a few hundred KB.
 */
export async function readCapped(res: Response, maxBytes: number): Promise<string | null> {
  const declared = Number(res.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel()
    return null
  }
  if (!res.body) return ''
  const reader = res.body.getReader()
  // A connection lost mid-body rejects `closed` as well as the read: both are handled here.
  reader.closed.catch(() => {})
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        return null
      }
      chunks.push(value)
    }
  } catch {
    return null
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}
