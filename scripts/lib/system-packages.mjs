// What `npm test` needs from the operating system besides npm: Debian's Chromium (the e2e tests
// drive it; its headless shell, from the same source package, drives them faster, see
// scripts/lib/chromium.mjs) and the Noto CJK fonts (without them Japanese renders as boxes in
// screenshots and axe's contrast checks). A fresh machine has neither, and the README promises
// two commands, so `npm test` installs them itself when it may: as root, or through passwordless
// sudo. Otherwise it changes nothing and the e2e set-up fails with a message saying what to
// install.
// Runs under the machine's own Node (20 on Debian 12): node: built-ins only.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

export const APT_PACKAGES = ['chromium', 'chromium-headless-shell', 'fonts-noto-cjk']
export const CHROMIUM_BINARY = process.env.CHROME_PATH || '/usr/bin/chromium'
/** The same path as HEADLESS_SHELL_PATH in chromium.mjs, which this Node-20 file cannot import. */
const HEADLESS_SHELL_BINARY = '/usr/bin/chromium-headless-shell'

/**
 * The plan for this machine, from what was probed. Pure, so its rules are tested on their own.
 * The headless shell is wanted, not needed: the tests fall back to the full browser without it,
 * so its absence alone never stops a run (`needed: false`), and a machine that cannot install
 * anything is only told about what the tests need.
 * @param {{ chromium: boolean, headlessShell: boolean, cjkFonts: boolean, root: boolean, sudo: boolean, apt: boolean }} probe
 * @returns {{ action: 'none' } | { action: 'install', via: 'root' | 'sudo', missing: string[], needed: boolean } | { action: 'cannot', missing: string[] }}
 */
export function planSystemPackages(probe) {
  const missing = []
  if (!probe.chromium) missing.push('Chromium')
  if (!probe.cjkFonts) missing.push('the Noto CJK fonts')
  const needed = missing.length > 0
  if (!probe.headlessShell) missing.push("Chromium's headless shell")
  if (missing.length === 0) return { action: 'none' }
  if (probe.apt && probe.root) return { action: 'install', via: 'root', missing, needed }
  if (probe.apt && probe.sudo) return { action: 'install', via: 'sudo', missing, needed }
  if (!needed) return { action: 'none' }
  return {
    action: 'cannot',
    missing: missing.filter((name) => name !== "Chromium's headless shell"),
  }
}

function succeeds(command, args) {
  const result = spawnSync(command, args, { stdio: 'ignore' })
  return result.status === 0
}

function hasCjkFonts() {
  const result = spawnSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' })
  return result.status === 0 && /Noto Sans CJK/i.test(result.stdout)
}

/** Looks at this machine. `sudo -n true` asks for no password: it fails unless sudo needs none. */
export function probeSystem() {
  const root = typeof process.getuid === 'function' && process.getuid() === 0
  return {
    chromium: existsSync(CHROMIUM_BINARY),
    headlessShell: existsSync(HEADLESS_SHELL_BINARY),
    cjkFonts: hasCjkFonts(),
    root,
    sudo: !root && succeeds('sudo', ['-n', 'true']),
    apt: existsSync('/usr/bin/apt-get'),
  }
}

/**
 * Installs what is missing when the process may, saying what it does. Returns false only when an
 * install was attempted and failed; a machine that cannot install is left to the e2e set-up's
 * own message.
 * @param {(line: string) => void} [say]
 */
export function ensureSystemPackages(say = (line) => console.log(line)) {
  const plan = planSystemPackages(probeSystem())
  if (plan.action !== 'install') return true
  const run = (args) => {
    const [command, ...rest] = plan.via === 'root' ? args : ['sudo', '-n', ...args]
    say(`$ ${[command, ...rest].join(' ')}`)
    const result = spawnSync(command, rest, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    })
    return result.status === 0
  }
  say(
    `${plan.missing.join(' and ')} ${plan.missing.length > 1 ? 'are' : 'is'} missing: installing ` +
      `${APT_PACKAGES.join(' ')} from Debian's packages (the browser tests use them)…`,
  )
  const installed =
    run(['apt-get', 'update', '-qq']) && run(['apt-get', 'install', '-y', '-qq', ...APT_PACKAGES])
  if (installed) return true
  if (!plan.needed) {
    say('Installing the headless shell failed (see above); the browser tests use Chromium itself.')
    return true
  }
  say('Installing the system packages failed; see the output above.')
  return false
}
