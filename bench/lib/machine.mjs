// What the machine is like while the bench runs: cores, load, and what fresh memory costs.
//
// Why fresh memory: on 2026-12-02 a newly booted VM of this kind spent 15.5–16 µs of CPU per
// 4 KiB page the first time a process wrote it (256 MiB allocated and filled: 65,536 minor
// faults, 0.51 s of system and 0.50 s of user time; writing 18 GiB once first did not make it
// cheaper), where Linux usually takes well under a microsecond. Chromium's renderers, V8's heaps
// and workerd grow into fresh memory as they start, and that day every Lighthouse figure that
// counts main-thread time came out several times higher for the same front end: /app/timeline's
// TBT 530–970 ms, where the full bench of 2026-12-01 had it and every other page but one (the
// hazard map, 216 ms) within 200 ms. A trace showed the page's own work (module evaluation,
// resource requests, layout) each several times slower, and nothing new. The figure says which
// kind of machine a run had.
import { spawnSync } from 'node:child_process'
import { cpus, loadavg, totalmem } from 'node:os'

const PROBE_BYTES = 256 * 2 ** 20
const PAGE_BYTES = 4096

/** CPU µs (user + system) per 4 KiB page of memory this process writes for the first time. */
export function freshMemoryUsPerPage() {
  const start = process.cpuUsage()
  const buffer = Buffer.allocUnsafeSlow(PROBE_BYTES)
  buffer.fill(1)
  const spent = process.cpuUsage(start)
  return Math.round(((spent.user + spent.system) / (PROBE_BYTES / PAGE_BYTES)) * 10) / 10
}

/**
 * The hypervisor the kernel found at boot, from its log's "Hypervisor detected: KVM" line, or
 * null (bare metal, or a log that is not readable or has rotated past the boot). Why: the VM of
 * 2026-12-02 ran under PVM, which keeps the guest's page tables in software, so its page faults
 * and TLB flushes go through the host; a third of Chromium's CPU went to the kernel there
 * (bench/README.md, "What a page's main thread does").
 * @param {string} log the kernel's log (`dmesg`)
 */
export function hypervisorOf(log) {
  return /Hypervisor detected: (\S+)/.exec(log)?.[1] ?? null
}

function hypervisor() {
  const dmesg = spawnSync('dmesg', [], { encoding: 'utf8', timeout: 2000 })
  return dmesg.status === 0 ? hypervisorOf(dmesg.stdout) : null
}

/** The machine now: cores, memory, Node, load average, fresh memory's cost and its hypervisor. */
export const machine = () => ({
  cpus: cpus().length,
  model: cpus()[0]?.model ?? 'unknown',
  memoryGiB: Math.round(totalmem() / 2 ** 30),
  node: process.version,
  // Other work on the machine changes every figure: the load average says how busy it was.
  loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
  freshMemoryUsPerPage: freshMemoryUsPerPage(),
  hypervisor: hypervisor(),
})
