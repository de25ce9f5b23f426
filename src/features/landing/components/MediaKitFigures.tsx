import { useEffect, useState } from 'react'
import { formatCount } from '../../../components/post/time'
import { AD_PLANS, type AdPlansResponse, adPrice } from '../../../shared/api/ads'
import { fetchAdPlans } from '../api'
import m from '../i18n/current'

/**
 * The media kit's figures that must be true: the prices of the plans on sale (the shared plans,
 * as the server charges them) and the app's reach over the last 30 days, counted by the API.
 */
export function MediaKitFigures() {
  const t = m.kit
  const [reach, setReach] = useState<AdPlansResponse['reach'] | null>(null)
  useEffect(() => {
    fetchAdPlans()
      .then((res) => setReach(res.reach))
      .catch(() => setReach(null))
  }, [])
  return (
    <>
      <section className="landing-section landing-section--specs" aria-labelledby="kit-prices">
        <h2 id="kit-prices" className="section-title">
          {t.pricesTitle}
        </h2>
        <dl className="spec-table">
          {AD_PLANS.map((plan) => {
            const price = adPrice(plan)
            return (
              <div key={plan.id} className="spec-table__row">
                <dt>{t.planName(plan.weeks)}</dt>
                <dd>{t.price(formatCount(price.total), formatCount(price.tax))}</dd>
              </div>
            )
          })}
        </dl>
      </section>
      {reach ? (
        <section className="landing-section landing-section--specs" aria-labelledby="kit-reach">
          <h2 id="kit-reach" className="section-title">
            {t.reachTitle}
          </h2>
          <dl className="spec-table">
            <div className="spec-table__row">
              <dt>{t.users}</dt>
              <dd>{t.people(formatCount(reach.users))}</dd>
            </div>
            <div className="spec-table__row">
              <dt>{t.posts}</dt>
              <dd>{t.items(formatCount(reach.posts_last_30_days))}</dd>
            </div>
            <div className="spec-table__row">
              <dt>{t.posters}</dt>
              <dd>{t.people(formatCount(reach.active_posters_last_30_days))}</dd>
            </div>
          </dl>
        </section>
      ) : null}
    </>
  )
}
