import { useEffect } from 'react'
import { applyPageMeta, type PageMeta, resolvePageMeta } from '../lib/meta'

/** Titles this app wrote itself (as opposed to the edge). */
const writtenHere = new Set<string>()

/**
 * Page meta for pages whose first load the edge describes (a post, a profile). On
 * that first load the head holds the edge's title (the translated one on international sites,
 * the one crawlers saw): it stays. After a client navigation the shell has reset the head to the
 * defaults, and the page writes its own. `null` while the page has nothing to say yet.
 */
export function useEdgePageMeta(meta: PageMeta | null): void {
  const skip = meta === null
  const title = meta?.title
  const description = meta?.description
  useEffect(() => {
    if (skip) return
    const current = document.title
    const edgeWrote = current !== resolvePageMeta({}).title && !writtenHere.has(current)
    if (edgeWrote) return
    applyPageMeta({ title, description })
    writtenHere.add(document.title)
  }, [skip, title, description])
}
