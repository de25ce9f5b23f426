import { useEffect } from 'react'
import { applyPageMeta, isEdgeTitle, type PageMeta } from '../lib/meta'

/**
 * Page meta for pages whose first load the edge describes (a post, a profile). On
 * that first load the head holds the edge's title (the translated one on international sites,
 * the one crawlers saw): it stays. After a client navigation the shell has set the route's own
 * title, and the page writes its own. `null` while the page has nothing to say yet.
 */
export function useEdgePageMeta(meta: PageMeta | null): void {
  const skip = meta === null
  const title = meta?.title
  const description = meta?.description
  useEffect(() => {
    if (skip) return
    if (isEdgeTitle(document.title)) return
    applyPageMeta({ title, description })
  }, [skip, title, description])
}
