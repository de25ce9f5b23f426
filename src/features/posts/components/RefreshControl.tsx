import { RefreshIcon } from '../../../components/icons'
import { usePullToRefresh, useRefresh } from '../hooks/useRefresh'
import m from '../i18n/current'

/**
 * The timeline's refresh: a button at the top for everyone, and on touch screens the pull-down
 * gesture with its indicator. Both announce when the list is up to date.
 */
export function useRefreshControl(refresh: () => Promise<void>) {
  const { refreshing, run, doneCount } = useRefresh(refresh)
  const { distance, armed } = usePullToRefresh(run)

  const button = (
    <button
      type="button"
      className={`icon-button refresh-button${refreshing ? ' is-spinning' : ''}`}
      onClick={() => void run()}
      aria-label={m.refresh.button}
      title={m.refresh.button}
      aria-disabled={refreshing}
    >
      <RefreshIcon />
    </button>
  )

  const indicator = (
    <>
      <div
        className={`pull-indicator${refreshing ? ' is-refreshing' : ''}`}
        style={{ height: refreshing ? 48 : distance }}
        aria-hidden="true"
      >
        <span className="pull-indicator__inner">
          <RefreshIcon size={20} style={{ transform: `rotate(${distance * 3}deg)` }} />
          <span>
            {refreshing ? m.refresh.refreshing : armed ? m.refresh.release : m.refresh.pull}
          </span>
        </span>
      </div>
      <p className="visually-hidden" role="status">
        {refreshing ? m.refresh.refreshing : doneCount > 0 ? m.refresh.done : ''}
      </p>
    </>
  )
  return { button, indicator }
}
