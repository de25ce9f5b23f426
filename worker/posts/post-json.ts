import { type TimelineFilter, timelineStatement } from './queries'

// The timeline's posts as JSON text built by SQLite, for GET /api/posts without a translation:
// each row is the PostSummary of toPostSummary (same keys, same order, same values), so the
// Worker joins the rows into the page as they come instead of turning ~30 columns per post into
// objects, reshaping them and serializing them again. A timeline page is the API's most requested
// answer; building it twice cost more Worker CPU than the D1 round trip itself.
// toPostSummary (queries.ts) stays the reference: tests/worker/posts-json.test.ts compares the two
// on every kind of post.

/** A post's PostSummary as JSON (aliases p and u as in POST_COLUMNS). */
export const POST_SUMMARY_JSON = `json_object(
  'id', p.id, 'kind', p.kind, 'title', p.title, 'body', p.body,
  'tags', json(CASE WHEN json_valid(p.tags_json) AND json_type(p.tags_json) = 'array'
    THEN (SELECT json_group_array(t.value) FROM json_each(p.tags_json) AS t WHERE t.type = 'text')
    ELSE '[]' END),
  'place', json(CASE WHEN p.place_name IS NOT NULL OR p.address IS NOT NULL OR p.lat IS NOT NULL
      OR p.venue_id IS NOT NULL
    THEN json_object('name', p.place_name, 'address', p.address, 'lat', p.lat, 'lng', p.lng,
      'venue_id', p.venue_id) END),
  'event', json(CASE WHEN p.kind = 'event' AND p.starts_at <> '' AND p.ends_at <> ''
    THEN coalesce((SELECT json_object('starts_at', p.starts_at, 'ends_at', p.ends_at,
        'by_organizer', json_object('organizer', o.name, 'ticket_price', p.ticket_price,
          'ticket_url', p.ticket_url, 'capacity', p.capacity,
          'days', json((SELECT json_group_array(json_object('starts_at', d.starts_at, 'ends_at', d.ends_at))
            FROM (SELECT starts_at, ends_at FROM event_days WHERE post_id = p.id ORDER BY starts_at) AS d))))
      FROM organizations o WHERE p.organization_id IS NOT NULL AND o.id = p.organization_id),
      json_object('starts_at', p.starts_at, 'ends_at', p.ends_at)) END),
  'coupon', json(CASE WHEN p.kind = 'coupon' THEN json_object(
    'offer', coalesce(p.coupon_offer, ''), 'terms', coalesce(p.coupon_terms, ''),
    'valid_from', p.valid_from, 'valid_until', p.valid_until,
    'per_user_limit', p.per_user_limit, 'total_limit', p.total_limit,
    'used_count', (SELECT count(*) FROM coupon_uses cu WHERE cu.coupon_id = p.id AND cu.voided_at IS NULL))
    END),
  'media', json((SELECT json_group_array(json_object('url', '/media/' || m.key,
      'thumb_url', '/media/' || m.thumb_key, 'width', m.width, 'height', m.height, 'alt', m.alt))
    FROM (SELECT key, thumb_key, width, height, alt FROM post_media
          WHERE post_id = p.id ORDER BY position) AS m)),
  'author', json_object('id', p.user_id, 'name', u.name, 'avatar_url', u.avatar_url),
  'like_count', p.like_count, 'favorite_count', p.favorite_count,
  'created_at', p.created_at, 'updated_at', p.updated_at)`

export interface PostJsonRow {
  id: number
  /** The post's PostSummary, as JSON text. */
  post: string
}

/** listTimeline's rows as JSON text: limit + 1 of them, newest first. */
export async function listTimelineJson(
  db: D1Database,
  filter: TimelineFilter,
): Promise<PostJsonRow[]> {
  const statement = timelineStatement(db, filter, `p.id, ${POST_SUMMARY_JSON} AS post`)
  return (await statement.all<PostJsonRow>()).results
}
