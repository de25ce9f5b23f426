import { useAtomValue } from 'jotai'
import { type FormEvent, useEffect, useState } from 'react'
import { apiErrorText } from '../../../components/apiErrorText'
import { textError } from '../../../components/textError'
import { useSubmit } from '../../../components/useSubmit'
import { AD_PLANS, type AdPlansResponse } from '../../../shared/api/ads'
import type { PostSummary } from '../../../shared/api/posts'
import { userAtom } from '../../../state/session'
import { createOrder, fetchOwnPosts, fetchPlans, goToCheckout } from '../api'
import m from '../i18n/current'

/** A Tokyo calendar day `days` from today. */
export function tokyoDay(days: number): string {
  return new Date(Date.now() + 9 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10)
}

/** The field a 400 names (`{ field }` in the body), to mark that control. */
function errorField(err: unknown): string | null {
  const data = (err as { data?: unknown }).data
  const field =
    typeof data === 'object' && data !== null ? (data as { field?: unknown }).field : null
  return typeof field === 'string' ? field : null
}

export interface AdDraft {
  plan: string
  starts_on: string
  headline: string
  body: string
  link_url: string
  /** '' while a URL is the destination. */
  post_id: string
  billing_name: string
  billing_email: string
}

export type AdTarget = 'url' | 'post'

/**
 * The ad order form's state: the draft, where it leads, the advertiser's posts (read when a post
 * is chosen), whether payments are on, and the send to Checkout.
 */
export function useAdOrder() {
  const t = m.order
  const [payments, setPayments] = useState<AdPlansResponse['payments'] | null>(null)
  const [draft, setDraft] = useState<AdDraft>({
    plan: 'timeline-1w',
    starts_on: tokyoDay(1),
    headline: '',
    body: '',
    link_url: '',
    post_id: '',
    billing_name: '',
    billing_email: '',
  })
  const me = useAtomValue(userAtom)
  const [target, setTarget] = useState<AdTarget>('url')
  const [ownPosts, setOwnPosts] = useState<PostSummary[] | null>(null)
  const {
    busy: sending,
    error,
    fail,
    run,
  } = useSubmit((info, thrown) => ({
    field: errorField(thrown),
    text: apiErrorText(info, t.failed),
  }))

  useEffect(() => {
    fetchPlans()
      .then((res) => setPayments(res.payments))
      .catch(() => setPayments(null))
  }, [])

  useEffect(() => {
    if (target !== 'post' || !me || ownPosts) return
    fetchOwnPosts(me.id)
      .then((res) => setOwnPosts(res.items))
      .catch(() => setOwnPosts([]))
  }, [target, me, ownPosts])

  const set = (key: keyof AdDraft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }))
  const plan = AD_PLANS.find((p) => p.id === draft.plan) ?? AD_PLANS[0]
  const fieldError = (field: string) => (error?.field === field ? error.text : undefined)

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem =
      textError(draft.headline, t.headline, 'display') ??
      textError(draft.body, t.body) ??
      textError(draft.billing_name, t.billingName, 'display')
    if (problem) return fail({ field: null, text: problem })
    // Off to Stripe: the button stays busy until the page is gone.
    void run(
      async () => {
        const { post_id, link_url, ...rest } = draft
        const checkout = await createOrder(
          target === 'post'
            ? { ...rest, link_url: null, post_id: Number(post_id) || null }
            : { ...rest, link_url: link_url.trim(), post_id: null },
        )
        goToCheckout(checkout.checkout_url)
      },
      { stayBusy: true },
    )
  }

  return {
    draft,
    set,
    plan,
    target,
    setTarget,
    ownPosts,
    payments,
    sending,
    error,
    fieldError,
    submit,
  }
}
