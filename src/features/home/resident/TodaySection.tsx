import type { ReactNode } from 'react'
import { Link } from 'wouter'
import c from '../../../components/i18n/current'
import { ArrowRightIcon } from '../../../components/icons'
import type { PostSummary } from '../../../shared/api/posts'
import { pathTo } from '../../../shared/links'
import { cardText, shownAuthor } from '../../../shared/text'
import t from './i18n/current'

/** What a row says under a post's heading: a badge first, if any, then a line of facts. */
export interface RowFacts {
  badge?: string
  meta: ReactNode[]
}

/** A post's one line: its heading, or "…さんの投稿" for a photo alone. */
const headingOf = (post: PostSummary) =>
  cardText(post).heading || c.card.postBy(shownAuthor(post).name)

/**
 * One of the home's lists (events, coupons, newest posts): a heading with a link to all of them,
 * then a row per post, or a line saying there is none.
 */
export function TodaySection(props: {
  id: string
  icon: ReactNode
  text: { title: string; more: string; empty: string }
  href: string
  posts: PostSummary[]
  facts: (post: PostSummary) => RowFacts
}) {
  const { id, text } = props
  return (
    <section className={`today-section today-section--${id}`} aria-labelledby={`today-${id}`}>
      <div className="today-section__head">
        <h2 id={`today-${id}`} className="today-section__title">
          {props.icon}
          {text.title}
        </h2>
        <Link href={props.href} className="today-section__more" aria-label={text.more}>
          {t.more}
          <ArrowRightIcon size={16} />
        </Link>
      </div>
      {props.posts.length ? (
        <ul className="today-section__list">
          {props.posts.map((post) => (
            <Row key={post.id} post={post} {...props.facts(post)} />
          ))}
        </ul>
      ) : (
        <p className="today-section__empty">{text.empty}</p>
      )}
    </section>
  )
}

function Row(props: { post: PostSummary } & RowFacts) {
  return (
    <li>
      <Link href={pathTo('/app/posts/:id', { id: props.post.id })} className="today-row">
        <span className="today-row__head">
          {props.badge ? <span className="today-row__badge">{props.badge}</span> : null}
          <span className="today-row__title">{headingOf(props.post)}</span>
        </span>
        <span className="today-row__meta">
          {props.meta.map((fact, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's facts never move
            <span key={index} className="today-row__fact">
              {fact}
            </span>
          ))}
        </span>
      </Link>
    </li>
  )
}
