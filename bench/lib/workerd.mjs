// Serves the production build (dist/jimoto + dist/client) with plain `workerd serve` and a config
// written here, so a benchmark measures the Worker's own cost:
//   - not `wrangler dev`: its proxy and request tracing cap throughput 10–26× below workerd
//     (TOOLCHAIN.md);
//   - not Miniflare either: tried first, its layers in front of the Worker (RPC proxy, assets
//     router, dev entry) cost ~5× the Worker itself on this machine and flatten every ratio.
// Bindings: the [vars] of dist/jimoto/wrangler.json as text, ASSETS as workerd's static file
// service over dist/client (a lean stand-in for Cloudflare's asset worker: it makes the
// passthrough baseline faster, never slower, so ratios to it are conservative), DB as the
// production D1 client (`cloudflare-internal:d1-api`) over a SQLite Durable Object
// (bench/lib/d1-shim.js). MEDIA (R2) is left out: no benchmarked route reads media.
import { spawn } from 'node:child_process'
import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { freePort, stopProcess, waitForHttp } from '../../scripts/lib/processes.mjs'

export const root = new URL('../..', import.meta.url).pathname.replace(/\/$/, '')

/** A Cap'n Proto text literal (JSON string escapes are valid there too). */
const text = (value) => JSON.stringify(String(value))

/**
 * @param {{ workDir: string }} options a fresh directory for the config and the D1 file
 * @returns {Promise<{ port: number, setupSql: (sql: string) => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startWorkerd({ workDir }) {
  const config = JSON.parse(await readFile(join(root, 'dist/jimoto/wrangler.json'), 'utf8'))
  const workerDir = join(workDir, 'worker')
  await mkdir(workerDir, { recursive: true })
  await mkdir(join(workDir, 'd1'), { recursive: true })
  // `embed` paths are relative to the config: copy the bundle (and any chunks) next to it.
  const modules = (await readdir(join(root, 'dist/jimoto'))).filter((f) => f.endsWith('.js'))
  for (const file of modules) await copyFile(join(root, 'dist/jimoto', file), join(workerDir, file))
  await copyFile(join(root, 'bench/lib/d1-shim.js'), join(workDir, 'd1-shim.js'))
  const main = config.main
  const ordered = [main, ...modules.filter((m) => m !== main)]

  const port = await freePort()
  const adminPort = await freePort()
  const vars = Object.entries(config.vars ?? {}).map(
    ([name, value]) => `(name = ${text(name)}, text = ${text(value)})`,
  )
  const capnp = `using Workerd = import "/workerd/workerd.capnp";

const config :Workerd.Config = (
  services = [
    (name = "jimoto", worker = .jimoto),
    (name = "assets", disk = (path = ${text(join(root, 'dist/client'))}, writable = false)),
    (name = "d1", worker = .d1),
    (name = "d1-storage", disk = (path = ${text(join(workDir, 'd1'))}, writable = true)),
  ],
  sockets = [
    (name = "http", address = ${text(`127.0.0.1:${port}`)}, http = (), service = "jimoto"),
    (name = "d1-admin", address = ${text(`127.0.0.1:${adminPort}`)}, http = (), service = "d1"),
  ],
);

const jimoto :Workerd.Worker = (
  modules = [
    ${ordered.map((m) => `(name = ${text(m)}, esModule = embed ${text(`worker/${m}`)})`).join(',\n    ')}
  ],
  compatibilityDate = ${text(config.compatibility_date)},
  compatibilityFlags = [${(config.compatibility_flags ?? []).map(text).join(', ')}],
  bindings = [
    ${vars.join(',\n    ')},
    (name = ${text(config.assets.binding)}, service = "assets"),
    (name = ${text(config.d1_databases[0].binding)}, wrapped = (
      moduleName = "cloudflare-internal:d1-api",
      innerBindings = [(name = "fetcher", service = "d1")],
    )),
  ],
);

const d1 :Workerd.Worker = (
  modules = [(name = "d1-shim.js", esModule = embed "d1-shim.js")],
  compatibilityDate = ${text(config.compatibility_date)},
  durableObjectNamespaces = [(className = "Database", uniqueKey = "jimoto-bench-d1", enableSql = true)],
  durableObjectStorage = (localDisk = "d1-storage"),
  bindings = [(name = "DATABASE", durableObjectNamespace = "Database")],
);
`
  const configFile = join(workDir, 'config.capnp')
  await writeFile(configFile, capnp)
  const child = spawn(
    join(root, 'node_modules/.bin/workerd'),
    ['serve', configFile, '--experimental'],
    {
      cwd: workDir,
      detached: true,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, { timeoutMs: 30_000, child })
  return {
    port,
    async setupSql(sql) {
      const res = await fetch(`http://127.0.0.1:${adminPort}/__setup`, {
        method: 'POST',
        body: sql,
      })
      if (!res.ok) throw new Error(`D1 setup failed: ${res.status} ${await res.text()}`)
    },
    stop: () => stopProcess(child),
  }
}
