// Entry of `npm start` and `npm test` on a fresh clone. It runs under whatever Node the machine
// has (Node 20 here, too old for wrangler), so it uses only what Node 20 offers: install the
// dependencies when missing or outdated, then run the given npm script, which npm starts with
// node_modules/.bin first on PATH, i.e. on the project's own Node 24 (npm package "node").
//   node scripts/bootstrap.mjs <npm-script> [args…]
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { ensureSystemPackages } from './lib/system-packages.mjs'

const root = new URL('..', import.meta.url).pathname
const [script, ...args] = process.argv.slice(2)
if (!script) {
  console.error('usage: node scripts/bootstrap.mjs <npm-script> [args…]')
  process.exit(2)
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const installedLock = join(root, 'node_modules/.package-lock.json')
const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0)
const needsInstall =
  !existsSync(join(root, 'node_modules/.bin/node')) ||
  !existsSync(installedLock) ||
  mtime(join(root, 'package.json')) > mtime(installedLock) ||
  mtime(join(root, 'package-lock.json')) > mtime(installedLock)

if (needsInstall) {
  console.log('Installing dependencies (first run; this takes a couple of minutes)…')
  const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (result.status !== 0) {
    console.error('npm install failed; see the output above.')
    process.exit(result.status ?? 1)
  }
}

// The browser tests need Chromium and the CJK fonts from Debian: install them when missing and
// allowed (root or passwordless sudo); otherwise the e2e set-up says what to install.
if (script.startsWith('test') && !ensureSystemPackages()) process.exit(1)

const child = spawn(npm, ['run', '--silent', script, '--', ...args], {
  cwd: root,
  stdio: 'inherit',
})
// Ctrl-C reaches the whole foreground process group: the script does its own cleanup, and this
// process waits for it instead of returning the prompt early.
process.on('SIGINT', () => {})
process.on('SIGTERM', () => child.kill('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
