import { env } from 'cloudflare:workers'
import { call, type SignedIn, signIn } from './posts-helpers'

// Shared steps of the organizer tests: people in each role, made through the real API where the
// API makes them (an admin's code, redeemed by the organizer).

export async function signInAdmin(): Promise<SignedIn> {
  const admin = await signIn('運営')
  await env.DB.prepare("UPDATE users SET role = 'admin' WHERE id = ?1").bind(admin.id).run()
  return admin
}

export const validApplication = {
  organization_name: 'みなと祭り実行委員会',
  representative: '港 太郎',
  contact_email: 'info@minato-matsuri.example',
  contact_phone: '0123-45-6789',
  website: 'https://minato-matsuri.example/',
  activities: '毎年夏のみなと祭りと、秋の音楽フェスを開催しています。',
}

/** A code issued by `admin` for a new organization named `name`; returns the code text. */
export async function issueCode(
  admin: SignedIn,
  name: string,
  options: { max_uses?: number; valid_days?: number } = {},
): Promise<{ code: string; id: number; organizationId: number }> {
  const res = await call<{ code: string; id: number; organization: { id: number } }>(
    'POST',
    '/api/admin/organizers/codes',
    {
      token: admin.token,
      json: {
        organization_name: name,
        max_uses: options.max_uses ?? 1,
        valid_days: options.valid_days ?? 30,
      },
    },
  )
  if (res.status !== 201) throw new Error(`issue failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { code: res.body.code, id: res.body.id, organizationId: res.body.organization.id }
}

/** A signed-in organizer of a new organization `name`, made with a fresh single-use code. */
export async function signInOrganizer(
  admin: SignedIn,
  name: string,
): Promise<SignedIn & { organizationId: number }> {
  const { code, organizationId } = await issueCode(admin, name)
  const user = await signIn(`${name}の担当`)
  const res = await call('POST', '/api/organizers/codes/redeem', {
    token: user.token,
    json: { code },
  })
  if (res.status !== 200)
    throw new Error(`redeem failed: ${res.status} ${JSON.stringify(res.body)}`)
  return { ...user, organizationId }
}
