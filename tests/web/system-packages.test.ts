import { describe, expect, it } from 'vitest'
import { APT_PACKAGES, planSystemPackages } from '../../scripts/lib/system-packages.mjs'

const machine = {
  chromium: true,
  headlessShell: true,
  cjkFonts: true,
  root: false,
  sudo: false,
  apt: true,
}

describe('npm test sets up the browser tests’ system packages on a fresh machine', () => {
  it('installs Debian’s chromium, its headless shell and the CJK fonts, nothing else', () => {
    expect(APT_PACKAGES).toEqual(['chromium', 'chromium-headless-shell', 'fonts-noto-cjk'])
  })

  it('leaves a machine that has both alone, whoever runs it', () => {
    expect(planSystemPackages({ ...machine, root: true })).toEqual({ action: 'none' })
  })

  it('installs as root when Chromium is missing, naming what is missing', () => {
    expect(planSystemPackages({ ...machine, chromium: false, root: true })).toEqual({
      action: 'install',
      via: 'root',
      missing: ['Chromium'],
      needed: true,
    })
  })

  it('installs the headless shell when it alone is missing, as something the tests can do without', () => {
    expect(planSystemPackages({ ...machine, headlessShell: false, root: true })).toEqual({
      action: 'install',
      via: 'root',
      missing: ["Chromium's headless shell"],
      needed: false,
    })
    // Without root or sudo the run goes on with the full browser, with no message.
    expect(planSystemPackages({ ...machine, headlessShell: false })).toEqual({ action: 'none' })
  })

  it('installs through passwordless sudo when the fonts are missing', () => {
    expect(planSystemPackages({ ...machine, cjkFonts: false, sudo: true })).toEqual({
      action: 'install',
      via: 'sudo',
      missing: ['the Noto CJK fonts'],
      needed: true,
    })
  })

  it('changes nothing without root or passwordless sudo, or without apt', () => {
    expect(planSystemPackages({ ...machine, chromium: false })).toEqual({
      action: 'cannot',
      missing: ['Chromium'],
    })
    expect(
      planSystemPackages({
        ...machine,
        chromium: false,
        headlessShell: false,
        cjkFonts: false,
        root: true,
        apt: false,
      }),
    ).toEqual({ action: 'cannot', missing: ['Chromium', 'the Noto CJK fonts'] })
  })
})
