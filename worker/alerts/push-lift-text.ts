import type { PushNotification } from '../../src/shared/api/push'
import type { Lang } from '../../src/shared/sites'
import type { AlertRow } from './alert-store'
import { alertTargetUrl, KIND_NAMES, type PushLang } from './push-text'

// What the quiet push of a 解除 says (push-quiet.ts): it replaces the warning's notice on the
// phone, so it names the same kind and area and says it is over.

const LIFT_TITLES: Record<PushLang, (kind: string, area: string) => string> = {
  ja: (kind, area) => `【解除】${kind}（${area}）`,
  'ja-easy': (kind, area) => `【おわり】${kind}（${area}）`,
  en: (kind, area) => `Lifted: ${kind} (${area})`,
  ko: (kind, area) => `해제: ${kind} (${area})`,
  'zh-hans': (kind, area) => `已解除：${kind}（${area}）`,
  'zh-hant': (kind, area) => `已解除：${kind}（${area}）`,
}

const LIFT_BODIES: Record<PushLang, string> = {
  ja: 'この情報は解除されました。アプリで最新の情報を確認できます。',
  'ja-easy': 'この じょうほう は おわりました。アプリ で あたらしい じょうほう を みて ください。',
  en: 'This has been lifted. The app shows the latest information.',
  ko: '이 정보는 해제되었습니다. 앱에서 최신 정보를 확인할 수 있습니다.',
  'zh-hans': '此信息已解除。可在应用中查看最新信息。',
  'zh-hant': '此資訊已解除。可在應用程式中查看最新資訊。',
}

export function liftNotification(row: AlertRow, lang: PushLang): PushNotification {
  const names: Lang = lang === 'ja-easy' ? 'ja' : lang
  const kind = KIND_NAMES[row.kind]?.[names] ?? row.kind
  return {
    title: LIFT_TITLES[lang](kind, row.area_name),
    body: LIFT_BODIES[lang],
    image: null,
    target_url: alertTargetUrl(row),
  }
}
