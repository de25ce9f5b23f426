import m from '../i18n/current'
import { formatWhen } from '../offline'

/** 「オフラインです。<日時>時点の情報を表示しています。」, or that nothing was saved. */
export function OfflineNotice({ savedAt }: { savedAt: string | null }) {
  return (
    <p className="hazard-offline" role="status">
      {savedAt ? m.hazardMap.offline(formatWhen(savedAt)) : m.hazardMap.offlineNoData}
    </p>
  )
}
