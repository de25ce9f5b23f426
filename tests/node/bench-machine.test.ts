import { describe, expect, it } from 'vitest'
import { hypervisorOf } from '../../bench/lib/machine.mjs'

// The bench's heading says which hypervisor the machine runs under, read from the kernel's log:
// a run under PVM (software page tables) is not comparable with one under KVM.

describe("the bench machine's hypervisor", () => {
  it("is named from the kernel's boot line", () => {
    // The boot log of the VM of 2026-12-02 (dmesg), and a KVM guest's line.
    const pvm = [
      '[    0.000000] Hypervisor detected: PVM',
      '[    0.000019] pvm-pv: running under PVM (pv-lite)',
    ].join('\n')
    expect(hypervisorOf(pvm)).toBe('PVM')
    expect(hypervisorOf('[    0.000000] Hypervisor detected: KVM\n')).toBe('KVM')
  })

  it('is unknown when the log has no such line', () => {
    expect(hypervisorOf('[    0.000000] Linux version 6.18.44\n')).toBeNull()
    expect(hypervisorOf('')).toBeNull()
  })
})
