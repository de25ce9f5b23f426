import { Hono } from 'hono'
import type { EventTimetable } from '../../src/shared/api/places'
import type { AppEnv } from '../lib/env'
import { apiError } from '../lib/errors'
import { parseId } from '../lib/ids'
import { reply } from '../lib/reply'
import { findPublicPost } from '../posts/queries'
import { requestedLang } from '../translate/lang'
import { translateSlots } from '../translate/places'
import { eventSlots } from './store'

const EVENT_NOT_FOUND = 'イベントが見つかりません。'

/** An event's lineup (the organizer's timetable), for the event's page. */
export const eventTimetables = new Hono<AppEnv>()

eventTimetables.get('/:id{[^/]+}/timetable', async (c) => {
  const id = parseId(c.req.param('id'), EVENT_NOT_FOUND)
  const post = await findPublicPost(c.env.DB, id)
  if (post?.kind !== 'event') throw apiError(404, 'not_found', EVENT_NOT_FOUND)
  const slots = await eventSlots(c.env.DB, id)
  const lang = requestedLang(c)
  const body: EventTimetable = {
    event_id: id,
    slots: lang ? await translateSlots(c.env, lang, slots) : slots,
  }
  return reply(c, 'GET /api/events/:id/timetable', body)
})
