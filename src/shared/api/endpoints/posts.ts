// Posts, events and coupons as posts, search, places and artists, timetables, postal codes.
// Entries still typed `Unchecked` have not been held to their handler yet.

import { endpoint, type Unchecked } from '../contract'
import type { Page, Post, PostStatus, PostSummary } from '../posts'

export const postEndpoints = {
  'GET /api/posts': endpoint<Page<PostSummary>>(),
  'GET /api/posts/:id': endpoint<Post>(),
  'POST /api/posts': endpoint<Unchecked>(),
  'PATCH /api/posts/:id': endpoint<Unchecked>(),
  'DELETE /api/posts/:id': endpoint<Unchecked>(),
  'GET /api/posts/:id/like-status': endpoint<PostStatus>(),
  'PUT /api/posts/:id/like': endpoint<Unchecked>(),
  'DELETE /api/posts/:id/like': endpoint<Unchecked>(),
  'PUT /api/posts/:id/favorite': endpoint<Unchecked>(),
  'DELETE /api/posts/:id/favorite': endpoint<Unchecked>(),
  'POST /api/posts/:id/reports': endpoint<Unchecked>(),
  'GET /api/search': endpoint<Unchecked>(),
  'GET /api/search/suggestions': endpoint<Unchecked>(),
  'GET /api/places': endpoint<Unchecked>(),
  'GET /api/places/:id': endpoint<Unchecked>(),
  'PUT /api/places/:id/favorite': endpoint<Unchecked>(),
  'DELETE /api/places/:id/favorite': endpoint<Unchecked>(),
  'GET /api/artists': endpoint<Unchecked>(),
  'GET /api/artists/:id': endpoint<Unchecked>(),
  'PUT /api/artists/:id/favorite': endpoint<Unchecked>(),
  'DELETE /api/artists/:id/favorite': endpoint<Unchecked>(),
  'GET /api/events/:id/timetable': endpoint<Unchecked>(),
  'GET /api/postal/:code': endpoint<Unchecked>(),
} as const
