import { useEffect, useState } from 'react'
import { Link } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { FormError } from '../../../components/useSubmit'
import { toApiError } from '../../../lib/api'
import { usePageMeta } from '../../../lib/meta'
import { site } from '../../../lib/site'
import type { AdPlansResponse } from '../../../shared/api/ads'
import { pathTo } from '../../../shared/links'
import { fetchPlans, inlinedPlans } from '../api'
import { AdCard } from '../components/AdCard'
import { formatNumber, formatYen } from '../format'
import m from '../i18n/current'
import '../ads.css'

/** The plans, prices and reach: from the page the edge wrote when it has them, else fetched. */
function useAdPlans() {
  // The edge drew the plans in the first screen and wrote them into the page: the first render has
  // them, so nothing below moves when they arrive.
  const [inlined] = useState(inlinedPlans)
  const [plans, setPlans] = useState<AdPlansResponse | null>(inlined)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (inlined) return
    fetchPlans()
      .then(setPlans)
      .catch((err: unknown) => setError(apiErrorText(toApiError(err), m.landing.loadFailed)))
  }, [inlined])

  return { plans, error }
}

/** Plans with prices, where an ad appears, reach from the app's own data, FAQ, and ordering. */
export function AdLandingPage() {
  const t = m.landing
  usePageMeta({ title: t.title, description: t.lead })
  const { plans, error } = useAdPlans()

  return (
    <main className="page ads-page">
      <h1 className="page-title">{t.title}</h1>
      <p className="ads-lead">{t.lead}</p>
      <FormError error={error} className="field__error" />

      <section aria-labelledby="ads-plans">
        <h2 id="ads-plans" className="section-title">
          {t.plansTitle}
        </h2>
        <ul className="ads-plans">
          {(plans?.plans ?? []).map((plan) => (
            <li key={plan.id} className="ads-plan card">
              <h3>{m.planName(plan.weeks)}</h3>
              <p className="ads-plan__price">{formatYen(plan.total)}</p>
              <p className="ads-plan__tax">{t.taxNote(formatYen(plan.tax))}</p>
            </li>
          ))}
        </ul>
        <OrderCall payments={plans?.payments ?? null} />
      </section>

      <section aria-labelledby="ads-preview">
        <h2 id="ads-preview" className="section-title">
          {t.previewTitle}
        </h2>
        <p>{t.where}</p>
        <div className="ads-preview">
          <AdCard headline={t.previewHeadline} body={t.previewBody} />
        </div>
      </section>

      {plans ? <ReachSection reach={plans.reach} /> : null}
      <FaqSection />

      <p className="button-row">
        <Link href={pathTo('/materials')} className="button button--secondary">
          {t.materials}
        </Link>
        <Link href={pathTo('/creatives')} className="button button--secondary">
          {t.creatives}
        </Link>
      </p>
    </main>
  )
}

/** How many people the town's app reaches, counted from its own data. */
function ReachSection({ reach }: { reach: AdPlansResponse['reach'] }) {
  const t = m.landing
  return (
    <section aria-labelledby="ads-reach">
      <h2 id="ads-reach" className="section-title">
        {t.reachTitle}
      </h2>
      <dl className="ads-reach">
        <div>
          <dt>{t.reachUsers}</dt>
          <dd>{t.people(formatNumber(reach.users))}</dd>
        </div>
        <div>
          <dt>{t.reachPosts}</dt>
          <dd>{t.items(formatNumber(reach.posts_last_30_days))}</dd>
        </div>
        <div>
          <dt>{t.reachPosters}</dt>
          <dd>{t.people(formatNumber(reach.active_posters_last_30_days))}</dd>
        </div>
      </dl>
    </section>
  )
}

function FaqSection() {
  const t = m.landing
  return (
    <section aria-labelledby="ads-faq">
      <h2 id="ads-faq" className="section-title">
        {t.faqTitle}
      </h2>
      <dl className="ads-faq">
        {t.faq.map((item) => (
          <div key={item.q}>
            <dt>{item.q}</dt>
            <dd>{item.a}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}

function OrderCall({ payments }: { payments: boolean | null }) {
  const t = m.landing
  if (site.international) return <p className="notice">{t.mainSiteOnly}</p>
  if (payments === false) return <p className="notice">{t.paymentsOff}</p>
  return (
    <p className="button-row">
      <Link href={pathTo('/app/ads/order')} className="button button--primary button--large">
        {t.order}
      </Link>
      <Link href={pathTo('/app/ads')} className="button button--secondary">
        {t.manage}
      </Link>
    </p>
  )
}
