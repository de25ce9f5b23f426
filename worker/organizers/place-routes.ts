import { zValidator } from '@hono/zod-validator'
import { Hono, type MiddlewareHandler } from 'hono'
import type { OwnArtist, OwnPlaces, OwnVenue } from '../../src/shared/api/organizers'
import { artistInput, venueInput } from '../../src/shared/api/organizers-schema'
import { purgeEdgeCache } from '../lib/edge-cache'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { enforceRateLimits, RATE_LIMITS } from '../lib/rate-limit'
import { reply } from '../lib/reply'
import { rejectInvalid } from '../lib/validate'
import { requireOrganizer } from './access'
import { organizerBody } from './input'

/**
 * An organization's own venues and artists (made with its events): its organizers edit them,
 * nobody else, and nobody edits the town's own places or artists here.
 */
export const organizerPlaces = new Hono<AppEnv>()

const VENUE_NOT_FOUND = '会場が見つかりません。'
const ARTIST_NOT_FOUND = '出演者が見つかりません。'
const OTHER_ORGANIZATION = '他の主催団体のイベントや会場は変更できません。'

/** 404 when the row is unknown, 403 unless one of the organizer's organizations made it. */
async function requireOwned(
  db: D1Database,
  table: 'venues' | 'artists',
  id: number,
  organizationIds: number[],
  notFound: string,
): Promise<number> {
  const row = await db
    .prepare(`SELECT organization_id FROM ${table} WHERE id = ?1`)
    .bind(id)
    .first<{ organization_id: number | null }>()
  if (!row) throw apiError(404, 'not_found', notFound)
  if (row.organization_id === null || !organizationIds.includes(row.organization_id)) {
    throw apiError(403, 'other_organization', OTHER_ORGANIZATION)
  }
  return row.organization_id
}

// Counts every attempt, refused ones too, so it runs before the body is validated.
const limitWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  const organizer = await requireOrganizer(c)
  await enforceRateLimits(c, [
    { limit: RATE_LIMITS.organizerEventsPerUser, subject: organizer.userId },
  ])
  await next()
}

// Ownership is settled before the body is read: another organization's row is 403, whatever it sends.
const ownsVenue: MiddlewareHandler<AppEnv> = async (c, next) => {
  const organizer = await requireOrganizer(c)
  const id = parseId(c.req.param('id'), VENUE_NOT_FOUND)
  await requireOwned(c.env.DB, 'venues', id, organizer.organizationIds, VENUE_NOT_FOUND)
  await next()
}
const ownsArtist: MiddlewareHandler<AppEnv> = async (c, next) => {
  const organizer = await requireOrganizer(c)
  const id = parseId(c.req.param('id'), ARTIST_NOT_FOUND)
  await requireOwned(c.env.DB, 'artists', id, organizer.organizationIds, ARTIST_NOT_FOUND)
  await next()
}

// At most this many of each: an organization makes a handful per event.
const MAX_LISTED = 500

organizerPlaces.get('/places', async (c) => {
  const organizer = await requireOrganizer(c)
  const ids = JSON.stringify(organizer.organizationIds)
  const [venues, artists] = await c.env.DB.batch<OwnVenue | OwnArtist>([
    c.env.DB.prepare(
      `SELECT id, organization_id, name, address, lat, lng FROM venues
       WHERE organization_id IN (SELECT value FROM json_each(?1)) ORDER BY name, id LIMIT ${MAX_LISTED}`,
    ).bind(ids),
    c.env.DB.prepare(
      `SELECT id, organization_id, name, genre, bio, url FROM artists
       WHERE organization_id IN (SELECT value FROM json_each(?1)) ORDER BY name, id LIMIT ${MAX_LISTED}`,
    ).bind(ids),
  ])
  const places: OwnPlaces = {
    venues: (venues?.results ?? []) as OwnVenue[],
    artists: (artists?.results ?? []) as OwnArtist[],
  }
  return reply(c, 'GET /api/organizers/places', places)
})

organizerPlaces.put(
  '/venues/:id{[^/]+}',
  organizerBody,
  limitWrites,
  ownsVenue,
  zValidator('json', venueInput, rejectInvalid),
  async (c) => {
    const organizer = await requireOrganizer(c)
    const id = parseId(c.req.param('id'), VENUE_NOT_FOUND)
    const owner = await requireOwned(
      c.env.DB,
      'venues',
      id,
      organizer.organizationIds,
      VENUE_NOT_FOUND,
    )
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
    await purgeEdgeCache(c, { place: { table: 'venues', id } })
    const venue: OwnVenue = {
      id,
      organization_id: owner,
      ...input,
      lat: input.lat ?? null,
      lng: input.lng ?? null,
    }
    return reply(c, 'PUT /api/organizers/venues/:id', venue)
  },
)

organizerPlaces.put(
  '/artists/:id{[^/]+}',
  organizerBody,
  limitWrites,
  ownsArtist,
  zValidator('json', artistInput, rejectInvalid),
  async (c) => {
    const organizer = await requireOrganizer(c)
    const id = parseId(c.req.param('id'), ARTIST_NOT_FOUND)
    const owner = await requireOwned(
      c.env.DB,
      'artists',
      id,
      organizer.organizationIds,
      ARTIST_NOT_FOUND,
    )
    const input = c.req.valid('json')
    await c.env.DB.prepare(
      'UPDATE artists SET name = ?2, genre = ?3, bio = ?4, url = ?5 WHERE id = ?1',
    )
      .bind(id, input.name, input.genre, input.bio, input.url ?? null)
      .run()
    await purgeEdgeCache(c, { place: { table: 'artists', id } })
    const artist: OwnArtist = { id, organization_id: owner, ...input, url: input.url ?? null }
    return reply(c, 'PUT /api/organizers/artists/:id', artist)
  },
)
