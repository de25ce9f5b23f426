import { describe, expect, it } from 'vitest'
import { hashPassword, verifyPassword } from '../../worker/accounts/password'

describe('password hashing (scrypt N=16384, r=8, p=5)', () => {
  it('matches the RFC 7914 test vector through the same scrypt the Worker uses', async () => {
    // RFC 7914 §12, third vector (N=16384, r=8, p=1), stored in our format.
    const salt = btoa('SodiumChloride')
    const hex =
      '7023bdcb3afd7348461c06cd81fd38ebfda8fbba904f8e3ea9b543f6545da1f2d5432955613f0fcf62d49705242a9af9e61e85dc0d651e40dfcf017b45575887'
    const bytes = new Uint8Array(hex.match(/../g)?.map((pair) => Number.parseInt(pair, 16)) ?? [])
    const stored = `scrypt$16384$8$1$${salt}$${btoa(String.fromCharCode(...bytes))}`
    expect(await verifyPassword('pleaseletmein', stored)).toBe(true)
    expect(await verifyPassword('pleaseletmeout', stored)).toBe(false)
  })

  it('salts every hash and verifies its own output', async () => {
    const a = await hashPassword('とても長い合言葉です')
    const b = await hashPassword('とても長い合言葉です')
    expect(a).not.toBe(b)
    expect(a.split('$').slice(0, 4)).toEqual(['scrypt', '16384', '8', '5'])
    expect(await verifyPassword('とても長い合言葉です', a)).toBe(true)
    expect(await verifyPassword('とても長い合言葉でず', a)).toBe(false)
  })

  it('treats composed and decomposed forms of the same letters as the same password', async () => {
    const stored = await hashPassword('パスワード'.normalize('NFC'))
    expect(await verifyPassword('パスワード'.normalize('NFD'), stored)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['another algorithm', 'bcrypt$2b$10$abcdefghijklmnopqrstuv'],
    ['too few parts', 'scrypt$16384$8$5$c2FsdA=='],
    [
      'N not a power of two',
      'scrypt$10000$8$5$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
    ],
    [
      'memory beyond the limit',
      'scrypt$1048576$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaGhhc2hoYXNoaGFzaGhhc2g=',
    ],
    ['broken base64', 'scrypt$16384$8$5$!!!$???'],
  ])('never matches (and never throws on) a stored hash that is %s', async (_case, stored) => {
    expect(await verifyPassword('anything at all', stored)).toBe(false)
  })
})
