// The Worker's own bundle (dist/jimoto: its JavaScript modules and WebAssembly, not the source
// maps), against Cloudflare's limit on a Worker's size after compression (gzip): 3 MB on Workers
// Free, 10 MB on Workers Paid.
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

export const WORKER_FREE_LIMIT_GZIP = 3 * 1024 * 1024
export const WORKER_PAID_LIMIT_GZIP = 10 * 1024 * 1024

/** @returns {Promise<{ files: { file: string, raw: number, gzip: number }[], raw: number, gzip: number }>} */
export async function measureWorkerBundle(root) {
  const dir = join(root, 'dist/jimoto')
  const files = []
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|mjs|wasm)$/.test(entry.name)) continue
    const path = join(entry.parentPath, entry.name)
    const buffer = await readFile(path)
    files.push({
      file: path.slice(dir.length + 1),
      raw: buffer.byteLength,
      gzip: gzipSync(buffer, { level: 9 }).byteLength,
    })
  }
  files.sort((a, b) => b.gzip - a.gzip)
  const sum = (key) => files.reduce((total, file) => total + file[key], 0)
  return { files, raw: sum('raw'), gzip: sum('gzip') }
}
