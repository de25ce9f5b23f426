import type { EventInput, OrganizerEvent } from '../../src/shared/api/organizers'
import smallPng from '../fixtures/small.png?inline'
import { insertPlace } from './places-helpers'
import {
  bytesOf,
  call,
  type SignedIn,
  signIn,
  signInAdmin as signInAdminNamed,
} from './posts-helpers'

// Shared steps of the organizer tests: people in each role, made through the real API where the
// API makes them (an admin's code, redeemed by the organizer).

export const signInAdmin = (): Promise<SignedIn> => signInAdminNamed('運営')

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

/** The multipart body of an organizer event at venue `hall`, `photos` small PNGs with alt text. */
export function organizerEventForm(
  hall: number,
  input: Partial<EventInput> & { organization_id: number },
  photos = 0,
): FormData {
  const form = new FormData()
  const data: EventInput = {
    title: '港フェス2026',
    body: '港の広場で二日間の音楽祭。',
    days: [
      { starts_at: '2030-08-01T10:00:00+09:00', ends_at: '2030-08-01T21:00:00+09:00' },
      { starts_at: '2030-08-02T10:00:00+09:00', ends_at: '2030-08-02T20:00:00+09:00' },
    ],
    venue_id: hall,
    publish_state: 'published',
    ...input,
  }
  form.append('data', JSON.stringify(data))
  for (let i = 0; i < photos; i++) {
    form.append('photos', new File([bytesOf(smallPng)], `p${i}.png`, { type: 'image/png' }))
    form.append('alts', `会場の様子 ${i + 1}`)
  }
  return form
}

export const createEvent = (who: SignedIn, form: FormData) =>
  call<OrganizerEvent & { error?: string; message?: string; field?: string }>(
    'POST',
    '/api/organizers/events',
    { token: who.token, form },
  )

export type Organizer = SignedIn & { organizationId: number }

/** An admin and the organizers of two festivals: 港フェス実行委員会 and 山の音楽祭. */
export async function twoOrganizers() {
  const admin = await signInAdmin()
  const organizer = await signInOrganizer(admin, '港フェス実行委員会')
  const other = await signInOrganizer(admin, '山の音楽祭')
  return { admin, organizer, other }
}

/** twoOrganizers, a concert hall, and the event form that uses that hall. */
export async function twoOrganizersAndHall() {
  const organizers = await twoOrganizers()
  const hall = await insertPlace({
    kind: 'venue',
    name: 'みなと市民ホール',
    lat: 34.97,
    lng: 139.09,
  })
  const eventForm = (input: Partial<EventInput> & { organization_id: number }, photos = 0) =>
    organizerEventForm(hall, input, photos)
  return { ...organizers, hall, eventForm }
}
