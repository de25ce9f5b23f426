import { useAtomValue } from 'jotai'
import { useState } from 'react'
import { Link, useParams } from 'wouter'
import { StampIcon } from '../../../components/icons'
import { UnreadyPage } from '../../../components/MissingPage'
import { useNotice } from '../../../components/Notice'
import { ShareBar } from '../../../components/share/ShareBar'
import { useEdgePageMeta } from '../../../components/useEdgePageMeta'
import { useResource } from '../../../lib/useResource'
import type { RallyDetail } from '../../../shared/api/stamprally'
import { parseRowId } from '../../../shared/ids'
import { pathTo } from '../../../shared/links'
import { tokenAtom } from '../../../state/session'
import { fetchRally } from '../api'
import { RallyActions, RallyIntro } from '../components/RallyIntro'
import { LocateSpots, RewardSection, SpotList, SpotMap } from '../components/RallySections'
import { useSpotDistances } from '../components/useSpotDistances'
import m from '../i18n/current'
import '../stamprally.css'

/** /app/stamprally/{id}: spots on the map and as a list, progress, how to check in, the reward. */
export function RallyDetailPage() {
  const params = useParams<{ id: string }>()
  const { distances, locate } = useSpotDistances()
  // International sites: one "show original" switches the rally's texts and its spots together.
  const [showOriginal, setShowOriginal] = useState(false)
  const [notice, notify] = useNotice()
  // The progress is per viewer, so a login or logout asks again; the confirmation of a stored
  // token does not (the token already went with the first request).
  const token = useAtomValue(tokenAtom)
  const { state, retry } = useResource<RallyDetail>(parseRowId(params.id), fetchRally, {
    refetchWhen: token,
  })
  const loaded = state.status === 'ready' ? state.data : null
  // The rally's own title: the edge writes it into the first page (worker/pages/rally-meta.ts).
  useEdgePageMeta(loaded ? { title: loaded.title, description: loaded.description } : null)
  if (state.status !== 'ready')
    return (
      <UnreadyPage
        loading={state.status === 'loading'}
        notFound={state.status === 'notFound'}
        notFoundIcon={<StampIcon size={40} />}
        text={m.missing}
        onRetry={retry}
      />
    )
  const rally = state.data
  const hasStaffed = rally.spots.some((spot) => spot.method === 'staffed')
  const hasPrinted = rally.spots.some((spot) => spot.method === 'printed')
  const translation = rally.translation
  const original = showOriginal && translation?.translated ? translation.original : undefined
  const rewardText = original?.reward ?? rally.reward.text
  return (
    <main className="page page--narrow rally-page">
      {notice}
      <nav className="rally-page__back">
        <Link href={pathTo('/app/stamprally')}>{m.detail.back}</Link>
      </nav>
      <RallyIntro
        rally={rally}
        rewardText={rewardText}
        showOriginal={showOriginal}
        onShowOriginalChange={setShowOriginal}
      />
      {/* Shared in the site's language: the translated title, whatever is shown. */}
      <ShareBar
        title={rally.title}
        path={pathTo('/app/stamprally/:id', { id: rally.id })}
        notify={notify}
      />
      <RallyActions rally={rally} />

      <section aria-labelledby="rally-spots">
        <h2 id="rally-spots" className="post-section-title">
          {m.detail.spots}
        </h2>
        <SpotMap
          rally={rally}
          showOriginal={showOriginal}
          here={distances.status === 'found' ? distances.here : null}
        />
        {hasPrinted && rally.status === 'running' ? (
          <LocateSpots distances={distances} onLocate={() => locate(rally.spots)} />
        ) : null}
        <SpotList rally={rally} showOriginal={showOriginal} distances={distances} />
      </section>

      <section aria-labelledby="rally-how">
        <h2 id="rally-how" className="post-section-title">
          {m.detail.howTitle}
        </h2>
        <ul className="rally-how">
          {hasStaffed ? <li>{m.detail.howStaffed}</li> : null}
          {hasPrinted ? <li>{m.detail.howPrinted}</li> : null}
        </ul>
      </section>

      <RewardSection rally={rally} showOriginal={showOriginal} rewardText={rewardText} />
    </main>
  )
}
