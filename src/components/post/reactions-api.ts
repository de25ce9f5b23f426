import { call } from '../../lib/api'

// Liking and saving a post: the detail page's buttons and every card's ♡ and ☆ send the same calls.

export function setLiked(id: number, liked: boolean) {
  return call(liked ? 'PUT /api/posts/:id/like' : 'DELETE /api/posts/:id/like', { params: { id } })
}

export function setFavorited(id: number, favorited: boolean) {
  return call(favorited ? 'PUT /api/posts/:id/favorite' : 'DELETE /api/posts/:id/favorite', {
    params: { id },
  })
}

export function fetchMyReactions(ids: number[]) {
  return call('GET /api/me/reactions', { query: { ids: ids.join(',') } })
}
