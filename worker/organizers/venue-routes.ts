import { zValidator } from '@hono/zod-validator'
import { Hono, type MiddlewareHandler } from 'hono'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { rejectInvalid } from '../lib/validate'
import { requireOrganizer } from './access'
import { organizerBody, venueInput } from './input'

/** An organization's own venues (made with its events): its organizers edit them, nobody else. */
export const organizerVenues = new Hono<AppEnv>()

const VENUE_NOT_FOUND = '会場が見つかりません。'

// Counts every attempt, refused ones too, so it runs before the body is validated.
const limitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const organizer = await requireOrganizer(c)
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.organizerEventsPerUser, subject: organizer.userId },
  ])
  await next()
}

organizerVenues.put(
  '/venues/:id{[^/]+}',
  organizerBody,
  limitWrites,
  zValidator('json', venueInput, rejectInvalid),
  async (c) => {
    const organizer = await requireOrganizer(c)
    const id = parseId(c.req.param('id'), VENUE_NOT_FOUND)
    const venue = await c.env.DB.prepare('SELECT organization_id FROM venues WHERE id = ?1')
      .bind(id)
      .first<{ organization_id: number | null }>()
    if (!venue) throw apiError(404, 'not_found', VENUE_NOT_FOUND)
    if (
      venue.organization_id === null ||
      !organizer.organizationIds.includes(venue.organization_id)
    ) {
      throw apiError(403, 'other_organization', '他の主催団体のイベントや会場は変更できません。')
    }
    const input = c.req.valid('json')
    // The venue's events show its name and place: they follow in the same batch.
    await c.env.DB.batch([
      c.env.DB.prepare(
        'UPDATE venues SET name = ?2, address = ?3, lat = ?4, lng = ?5 WHERE id = ?1',
      ).bind(id, input.name, input.address, input.lat ?? null, input.lng ?? null),
      c.env.DB.prepare(
        `UPDATE posts SET place_name = ?2, address = ?3, lat = ?4, lng = ?5
         WHERE venue_id = ?1 AND organization_id IS NOT NULL`,
      ).bind(id, input.name, input.address, input.lat ?? null, input.lng ?? null),
    ])
    return c.json({ id, ...input, lat: input.lat ?? null, lng: input.lng ?? null })
  },
)
