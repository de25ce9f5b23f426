import shell from '../shell/i18n/current'

/** Grey shapes where cards are about to appear; one polite "loading" for screen readers. */
export function PostSkeletons({
  count = 3,
  variant = 'card',
}: {
  count?: number
  variant?: 'card' | 'tile'
}) {
  const shapes = Array.from({ length: count }, (_, index) => index)
  return (
    <div className={`skeletons skeletons--${variant}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {shell.loading}
      </p>
      {shapes.map((index) =>
        variant === 'tile' ? (
          <div key={index} className="skeleton skeleton--tile" aria-hidden="true" />
        ) : (
          <div key={index} className="post-card post-card--skeleton" aria-hidden="true">
            <div className="post-card__head">
              <span className="skeleton skeleton--avatar" />
              <span className="skeleton skeleton--line skeleton--short" />
            </div>
            <span className="skeleton skeleton--line" />
            <span className="skeleton skeleton--line skeleton--medium" />
            <span className="skeleton skeleton--photo" />
          </div>
        ),
      )}
    </div>
  )
}
