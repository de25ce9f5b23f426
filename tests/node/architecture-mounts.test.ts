import { existsSync, readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// docs/architecture.md's request diagram lists, under "3. mount one sub-app per resource", every
// path worker/index.ts mounts and the file that serves it. A mount added without its line (or a
// line naming a file that moved) leaves a new engineer looking in the wrong place.

const read = (path: string) => readFileSync(resolve(process.cwd(), path), 'utf8')

/** The paths worker/index.ts mounts with app.route(), '/' (the catch-alls) left out. */
function mountedPaths(): string[] {
  const source = read('worker/index.ts')
  const paths = [...source.matchAll(/^app\.route\('([^']+)',/gm)].map((match) => match[1] as string)
  return [...new Set(paths.filter((path) => path !== '/'))]
}

/** The lines of the diagram's mount list, from "3. mount" to "4. one onError". */
function mountLines(): string[] {
  const doc = read('docs/architecture.md')
  const start = doc.indexOf('3. mount one sub-app per resource')
  const end = doc.indexOf('4. one onError', start)
  return doc.slice(start, end).split('\n').slice(1)
}

/** The paths a mount line names (its left column), without a trailing /*. */
const pathsOf = (line: string) =>
  [...line.matchAll(/(?:^|[\s,])(\/(?:api|auth|media|cards)[^\s,)]*)/g)].map((match) =>
    (match[1] as string).replace(/\/\*$/, ''),
  )

describe("docs/architecture.md's mount list", () => {
  const listed = mountLines().flatMap(pathsOf)

  it('names every path worker/index.ts mounts', () => {
    const missing = mountedPaths().filter(
      (mount) => !listed.some((path) => path === mount || path.startsWith(`${mount}/`)),
    )
    expect(missing).toEqual([])
  })

  it('names no path the Worker does not mount', () => {
    const mounts = mountedPaths()
    const stray = listed.filter(
      (path) => !mounts.some((mount) => path === mount || path.startsWith(`${mount}/`)),
    )
    expect(stray).toEqual([])
  })

  it('names only files that exist', () => {
    const files = mountLines().flatMap((line) =>
      [...line.matchAll(/\bworker\/[\w/-]+\.ts\b/g)].map((match) => match[0]),
    )
    expect(files.length).toBeGreaterThan(20)
    expect(files.filter((file) => !existsSync(resolve(process.cwd(), file)))).toEqual([])
  })
})
