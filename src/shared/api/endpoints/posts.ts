// Posts, events and coupons as posts, search, places and artists, timetables, postal codes.

import type { PostalAddress } from '../../postal'
import { endpoint, type NoContent } from '../contract'
import type {
  ArtistDetail,
  ArtistSummary,
  EventTimetable,
  FavoriteStatus,
  PlaceDetail,
  PlaceListQuery,
  PlaceSummary,
} from '../places'
import type {
  Page,
  PageQuery,
  Post,
  PostCardItem,
  PostStatus,
  ReportInput,
  ReportReceipt,
  TimelineQuery,
} from '../posts'
import type { SearchHit, SearchQuery, SearchSuggestions } from '../search'

export const postEndpoints = {
  'GET /api/posts': endpoint<Page<PostCardItem>, undefined, TimelineQuery>(),
  'GET /api/posts/:id': endpoint<Post>(),
  'POST /api/posts': endpoint<Post, FormData>(),
  'PATCH /api/posts/:id': endpoint<Post, FormData>(),
  'DELETE /api/posts/:id': endpoint<NoContent>(),
  'GET /api/posts/:id/like-status': endpoint<PostStatus>(),
  'PUT /api/posts/:id/like': endpoint<PostStatus>(),
  'DELETE /api/posts/:id/like': endpoint<PostStatus>(),
  'PUT /api/posts/:id/favorite': endpoint<PostStatus>(),
  'DELETE /api/posts/:id/favorite': endpoint<PostStatus>(),
  'POST /api/posts/:id/reports': endpoint<ReportReceipt, ReportInput>(),
  'GET /api/search': endpoint<Page<SearchHit>, undefined, SearchQuery>(),
  'GET /api/search/suggestions': endpoint<SearchSuggestions>(),
  'GET /api/places': endpoint<Page<PlaceSummary>, undefined, PlaceListQuery>(),
  'GET /api/places/:id': endpoint<PlaceDetail>(),
  'PUT /api/places/:id/favorite': endpoint<FavoriteStatus>(),
  'DELETE /api/places/:id/favorite': endpoint<FavoriteStatus>(),
  'GET /api/artists': endpoint<Page<ArtistSummary>, undefined, PageQuery>(),
  'GET /api/artists/:id': endpoint<ArtistDetail>(),
  'PUT /api/artists/:id/favorite': endpoint<FavoriteStatus>(),
  'DELETE /api/artists/:id/favorite': endpoint<FavoriteStatus>(),
  'GET /api/events/:id/timetable': endpoint<EventTimetable>(),
  'GET /api/postal/:code': endpoint<PostalAddress[]>(),
} as const
