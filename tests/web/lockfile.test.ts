import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

interface LockedPackage {
  optionalDependencies?: Record<string, string>
}
// vitest runs from the repository's root.
const lock = JSON.parse(readFileSync(join(process.cwd(), 'package-lock.json'), 'utf8'))
const packages: Record<string, LockedPackage> = lock.packages

/** Where Node (and `npm ci`) would find `name` from the package installed at `from`. */
function resolvable(from: string, name: string): boolean {
  let dir = from
  for (;;) {
    if (packages[`${dir ? `${dir}/` : ''}node_modules/${name}`]) return true
    if (!dir) return false
    const parent = dir.lastIndexOf('/node_modules/')
    dir = parent === -1 ? '' : dir.slice(0, parent)
  }
}

describe('package-lock.json', () => {
  // `npm ci` installs exactly the lock. A lock written on one machine without the other
  // platforms' optional binaries (biome's and workerd's) makes `npm ci` refuse it elsewhere.
  it('records every optional dependency for every platform, so npm ci accepts it anywhere', () => {
    const missing: string[] = []
    for (const [path, entry] of Object.entries(packages)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {}))
        if (!resolvable(path, name)) missing.push(`${path || '(root)'} → ${name}`)
    }
    expect(missing).toEqual([])
  })
})
