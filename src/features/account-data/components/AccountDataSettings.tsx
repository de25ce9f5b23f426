import { useCallback, useEffect, useRef, useState } from 'react'
import { Link } from 'wouter'
import { apiErrorText } from '../../../components/apiErrorText'
import { ChevronRightIcon } from '../../../components/icons'
import { FormError, useSubmit } from '../../../components/useSubmit'
import { site } from '../../../lib/site'
import type { DataExport } from '../../../shared/api/account-data'
import { pathTo } from '../../../shared/links'
import { DownloadError, downloadExport, fetchExports, requestExport } from '../api'
import m from '../i18n/current'
import '../account-data.css'

const t = m.settings

/** A download's last day, as the person reads dates in their language (Tokyo time). */
function untilText(iso: string): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || 'ja', {
    timeZone: 'Asia/Tokyo',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso))
}

/** The newest download and what can be done with it: prepare, wait, download. */
function ExportStatus(props: { latest: DataExport | null; onRefresh: () => void }) {
  const { latest } = props
  const download = useSubmit<string>((_info, thrown) =>
    thrown instanceof DownloadError && thrown.serverMessage && !site.international
      ? thrown.serverMessage
      : t.exportFailed,
  )
  if (!latest) return null
  if (latest.state === 'queued') {
    return (
      <div className="account-data__status" role="status">
        <p>{t.exportPreparing}</p>
        <button type="button" className="button button--secondary" onClick={props.onRefresh}>
          {t.exportCheck}
        </button>
      </div>
    )
  }
  if (latest.state === 'failed') return <p className="account-data__status">{t.exportFailed}</p>
  return (
    <div className="account-data__status" role="status">
      <p>{t.exportReady(untilText(latest.expires_at ?? ''))}</p>
      <button
        type="button"
        className="button button--primary"
        disabled={download.busy}
        onClick={() => void download.run(() => downloadExport(latest.id))}
      >
        {t.exportDownload}
      </button>
      <FormError error={download.error} className="form-error" />
    </div>
  )
}

/**
 * The newest download as the server last told it. On a slow line answers can come back out of
 * order (the page's first check after a press's own answer): only the newest request's answer is
 * shown, and a check that fails keeps what is shown rather than offering to prepare again.
 */
function useLatestExport() {
  const [latest, setLatest] = useState<DataExport | null>(null)
  const newest = useRef(0)
  const refresh = useCallback(() => {
    const asked = ++newest.current
    fetchExports().then(
      (list) => {
        if (asked === newest.current) setLatest(list.items[0] ?? null)
      },
      () => {},
    )
  }, [])
  const show = useCallback((made: DataExport) => {
    newest.current += 1
    setLatest(made)
  }, [])
  useEffect(refresh, [refresh])
  return { latest, refresh, show }
}

/**
 * Settings' 「あなたのデータ」: 「データをダウンロード」 (prepared by the server in the background, then
 * offered for 7 days) and the way to 「アカウントを削除」. Composed into the settings page by
 * src/app/SettingsRoute.tsx for a signed-in person.
 */
export function AccountDataSettings() {
  const { latest, refresh, show } = useLatestExport()
  const prepare = useSubmit((info) => apiErrorText(info, t.exportFailed))

  // A refused press (one is already being prepared, e.g. from another device) shows the
  // server's reason and then the download it means.
  const onPrepare = () =>
    void prepare.run(async () => show(await requestExport())).then((ok) => ok || refresh())

  return (
    <div className="account-data">
      <h3 className="account-data__title">{t.exportTitle}</h3>
      <p className="settings-section__lead">{t.exportLead}</p>
      {latest?.state === 'ready' || latest?.state === 'queued' ? null : (
        <button
          type="button"
          className="button button--secondary"
          disabled={prepare.busy}
          onClick={onPrepare}
        >
          {t.exportButton}
        </button>
      )}
      <FormError error={prepare.error} className="form-error" />
      <ExportStatus latest={latest} onRefresh={refresh} />
      <ul className="option-list account-data__links">
        <li>
          <Link href={pathTo('/app/settings/delete-account')} className="option">
            <span className="option__text">
              <span className="option__label">{t.deleteTitle}</span>
              <span className="option__hint">{t.deleteHint}</span>
            </span>
            <ChevronRightIcon size={18} />
          </Link>
        </li>
        <li>
          <Link href={pathTo('/app/account-deletion')} className="option">
            <span>{t.aboutDeletion}</span>
            <ChevronRightIcon size={18} />
          </Link>
        </li>
      </ul>
    </div>
  )
}
