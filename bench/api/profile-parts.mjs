// The parts bench/api/profile.mjs sorts a CPU profile's samples into. The Worker's bundle
// (dist/jimoto/index.js, not minified) marks where each source module starts with a
// `// <path>` line: a sample's line number names its module.
import { readFile } from 'node:fs/promises'

/** The bundle's modules as { line (1-based), path }, in order. */
export async function modulesOfBundle(file) {
  const lines = (await readFile(file, 'utf8')).split('\n')
  const modules = []
  lines.forEach((text, i) => {
    const match = /^\/\/ ((?:node_modules|worker|src|\.\.)\/\S+\.[cm]?[jt]sx?)$/.exec(text)
    if (match) modules.push({ line: i + 1, path: match[1] })
  })
  return modules
}

/** The source module of a 1-based line of the bundle. */
function moduleAt(modules, line) {
  let low = 0
  let high = modules.length - 1
  let found = null
  while (low <= high) {
    const mid = (low + high) >> 1
    if (modules[mid].line <= line) {
      found = modules[mid]
      low = mid + 1
    } else high = mid - 1
  }
  return found?.path ?? 'bundle (before the first module)'
}

/** A node_modules path as its package, e.g. node_modules/hono/dist/x.js -> hono. */
function packageOf(path) {
  const parts = path.split('/')
  const at = parts.indexOf('node_modules')
  const name = parts[at + 1] ?? path
  return name.startsWith('@') ? `${name}/${parts[at + 2]}` : name
}

/**
 * The part a profile frame belongs to: `(native …)` for the runtime's own work (no script),
 * the package for node_modules, the source file for our code, the script otherwise.
 */
export function partOf(frame, modules) {
  if (!frame.url) return `(native) ${frame.functionName || 'anonymous'}`
  if (modules && frame.url.endsWith('index.js')) {
    const path = moduleAt(modules, frame.lineNumber + 1)
    return path.includes('node_modules/') ? `package ${packageOf(path)}` : path
  }
  return frame.url
}

/** Self time (µs of samples) per part and per function of a V8 CPU profile, idle left out. */
export function summarizeProfile(profile, modules) {
  const self = new Map(profile.nodes.map((node) => [node.id, 0]))
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0))
  })
  const parts = new Map()
  const functions = new Map()
  let total = 0
  for (const node of profile.nodes) {
    const us = self.get(node.id) ?? 0
    const frame = node.callFrame
    if (us === 0 || frame.functionName === '(idle)') continue
    total += us
    const part = partOf(frame, modules)
    parts.set(part, (parts.get(part) ?? 0) + us)
    const name = `${frame.functionName || '(anonymous)'} ${part}:${frame.lineNumber + 1}`
    functions.set(name, (functions.get(name) ?? 0) + us)
  }
  const sorted = (map) => [...map].sort((a, b) => b[1] - a[1])
  return { total, parts: sorted(parts), functions: sorted(functions) }
}
