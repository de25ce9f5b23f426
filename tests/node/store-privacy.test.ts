import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  privacyManifest,
  REQUIRED_REASON_APIS,
  STORE_SECTION_BEGIN,
  STORE_SECTION_END,
  storeFormsMarkdown,
} from '../../scripts/lib/store-privacy.mjs'

// The stores' privacy answers and the iOS privacy manifest come from the table of outside
// services (scripts/lib/store-privacy.mjs): the committed copies must be what it writes today,
// and the manifest must declare every required-reason API our native code calls.

const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')

/**
 * Apple's required-reason API categories and the symbols that call them ("Describing use of
 * required reason API", developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
 */
const REQUIRED_REASON_SYMBOLS: Record<string, RegExp> = {
  UserDefaults: /\b(NS)?UserDefaults\b/,
  FileTimestamp:
    /\b(creationDateKey|contentModificationDateKey|NSFileCreationDate|NSFileModificationDate|getattrlist|fstat|lstat)\b|FileAttributeKey\.(creationDate|modificationDate)/,
  SystemBootTime: /\b(systemUptime|mach_absolute_time)\b/,
  DiskSpace:
    /\b(volumeAvailableCapacity\w*|volumeTotalCapacityKey|systemFreeSize|systemSize|statfs|statvfs)\b/,
  ActiveKeyboards: /\bactiveInputModes\b/,
}

/** Markdown with each table row's cells trimmed (and a header rule as `---`). */
const cells = (markdown: string) =>
  markdown
    .split('\n')
    .map((line) =>
      line.startsWith('|')
        ? line
            .split('|')
            .map((cell) => cell.trim().replace(/^-+$/, '---'))
            .join('|')
        : line,
    )
    .join('\n')

function sources(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.(swift|m|mm|h)$/.test(name) ? [path] : []
  })
}

/** Our Swift, and the native code of each Capacitor plugin that ships no manifest of its own. */
function nativeSources(): string[] {
  const pkg = JSON.parse(read('package.json')) as { dependencies: Record<string, string> }
  const plugins = Object.keys(pkg.dependencies).filter((name) => /capacitor/.test(name))
  const files = sources(join(root, 'ios/App/App'))
  for (const plugin of plugins) {
    const dir = join(root, 'node_modules', plugin)
    const own = sources(dir).length > 0 && hasManifest(dir)
    if (!own) files.push(...sources(dir))
  }
  return files
}

function hasManifest(dir: string): boolean {
  return readdirSync(dir, { recursive: true }).some((f) =>
    String(f).endsWith('PrivacyInfo.xcprivacy'),
  )
}

describe('store privacy forms and the iOS privacy manifest', () => {
  it('docs/operations.md carries the store forms as the table gives them', () => {
    const doc = read('docs/operations.md')
    const start = doc.indexOf(STORE_SECTION_BEGIN)
    const end = doc.indexOf(STORE_SECTION_END)
    expect(start).toBeGreaterThan(0)
    // Compared cell by cell: the formatter pads the tables' columns.
    expect(cells(doc.slice(start, end + STORE_SECTION_END.length))).toBe(
      cells(storeFormsMarkdown()),
    )
    // What a reviewer checks first: AdMob's advertising id is declared as tracking.
    expect(storeFormsMarkdown()).toMatch(
      /\| Device ID \| [^|]*Third-Party Advertising \| yes \| yes \|/,
    )
  })

  it('ships the manifest the table gives, bundled by the Xcode project', () => {
    expect(read('ios/App/App/PrivacyInfo.xcprivacy')).toBe(privacyManifest())
    const project = read('ios/App/App.xcodeproj/project.pbxproj')
    expect(project).toMatch(/\/\* PrivacyInfo\.xcprivacy in Resources \*\/,\n/)
    expect(privacyManifest()).toContain('NSPrivacyCollectedDataTypeEmailAddress')
  })

  it('declares every required-reason API category our native code and manifest-less plugins call', () => {
    const declared = new Set(REQUIRED_REASON_APIS.map((api) => api.category))
    const used = new Map<string, string>()
    for (const file of nativeSources()) {
      const text = read(file.slice(root.length + 1))
      for (const [category, symbol] of Object.entries(REQUIRED_REASON_SYMBOLS)) {
        if (symbol.test(text) && !used.has(category)) used.set(category, file)
      }
    }
    const undeclared = [...used].filter(([category]) => !declared.has(category))
    expect(undeclared).toEqual([])
    for (const api of REQUIRED_REASON_APIS) expect(api.reasons.length).toBeGreaterThan(0)
  })
})
