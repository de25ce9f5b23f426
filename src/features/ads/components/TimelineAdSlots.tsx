import { type ReactNode, useEffect, useRef, useState } from 'react'
import { AD_FREQUENCY, type ServedAd } from '../../../shared/api/ads'
import { countAd, fetchServedAds } from '../api'
import { AdCard } from './AdCard'
import '../timeline-ad.css'

/** The ad this viewer saw last, so the next page of the timeline does not open with it again. */
const LAST_AD_KEY = 'lastAdId'

function lastSeen(): number | null {
  try {
    const raw = Number(sessionStorage.getItem(LAST_AD_KEY))
    return Number.isInteger(raw) && raw > 0 ? raw : null
  } catch {
    return null
  }
}

function remember(id: number): void {
  try {
    sessionStorage.setItem(LAST_AD_KEY, String(id))
  } catch {
    // Private mode: the server's own rotation still avoids repeats within one list.
  }
}

/**
 * PR cards between timeline posts: the server says which running ads go where (one after every
 * AD_FREQUENCY posts, never the same twice in a row). Positions already shown keep their ad as
 * more posts load.
 */
export function TimelineAdSlots({
  count,
  children,
}: {
  count: number
  children: (slotAt: (index: number) => ReactNode) => ReactNode
}) {
  const [ads, setAds] = useState<ReadonlyMap<number, ServedAd>>(new Map())
  const slots = Math.floor(count / AD_FREQUENCY)

  useEffect(() => {
    if (slots === 0) return
    let cancelled = false
    fetchServedAds(slots * AD_FREQUENCY, lastSeen())
      .then((res) => {
        if (cancelled) return
        setAds((shown) => {
          const next = new Map(shown)
          for (const { position, ad } of res.items) if (!next.has(position)) next.set(position, ad)
          return next
        })
      })
      .catch(() => {})
    return () => {
      cancelled = true
    }
  }, [slots])

  return children((index) => {
    const ad = ads.get(index)
    return ad ? (
      <li className="post-list__ad">
        <ShownAd ad={ad} />
      </li>
    ) : null
  })
}

/** One card, counted once when at least half of it has been on screen, and on each tap. */
function ShownAd({ ad }: { ad: ServedAd }) {
  const ref = useRef<HTMLDivElement>(null)
  const counted = useRef(false)
  useEffect(() => {
    const element = ref.current
    const count = () => {
      if (counted.current) return
      counted.current = true
      countAd(ad.id, 'impressions')
      remember(ad.id)
    }
    if (!element || typeof IntersectionObserver === 'undefined') {
      count()
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          count()
          observer.disconnect()
        }
      },
      { threshold: 0.5 },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ad.id])
  return (
    <div ref={ref}>
      <AdCard
        headline={ad.headline}
        body={ad.body}
        imageUrl={ad.image_url}
        href={ad.href}
        onTap={() => countAd(ad.id, 'taps')}
      />
    </div>
  )
}
