// Where a data import (`npm run import:shelters`, `npm run import:postal`) writes: a SQL file
// (`--sql-out`), the deployed database (`--remote`: the SQL file through `wrangler d1 execute`),
// or a local D1 state (`--persist-to`, default `.wrangler/state`, as `npm start` keeps it) through
// wrangler's platform proxy, where the import runs as the Worker would.
import { spawnSync } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { openLocalBindings } from './local-bindings.mjs'

/**
 * @param {{ root: string, remote: boolean, sqlOut?: string | null, persistTo?: string | null,
 *   name: string, sql: () => string, local: (db: D1Database) => Promise<void>,
 *   afterSqlWritten?: () => void }} options
 */
export async function writeImport({
  root,
  remote,
  sqlOut,
  persistTo,
  name,
  sql,
  local,
  afterSqlWritten,
}) {
  if (remote || sqlOut) {
    const dir = sqlOut ? null : await mkdtemp(join(tmpdir(), `jimoto-${name}-`))
    const target = sqlOut ? resolve(sqlOut) : join(dir, `${name}.sql`)
    await writeFile(target, sql())
    afterSqlWritten?.()
    if (remote) {
      const run = spawnSync(
        'npx',
        ['wrangler', 'd1', 'execute', 'DB', '--remote', '--yes', `--file=${target}`],
        { cwd: root, stdio: 'inherit' },
      )
      if (dir) await rm(dir, { recursive: true, force: true })
      process.exitCode = run.status ?? 1
    } else console.log(`  SQL written to ${target}`)
    return
  }
  const proxy = await openLocalBindings({
    configPath: join(root, 'wrangler.toml'),
    persistTo: resolve(persistTo ?? join(root, '.wrangler/state')),
  })
  try {
    await local(proxy.env.DB)
  } finally {
    await proxy.dispose()
  }
}
