import { SettingsPage } from '../features/info/pages/SettingsPage'
import { PushTopicsSettings } from '../features/push/components/PushTopicsSettings'

/** /app/settings: the info feature's page with the push feature's notification settings in it. */
export function SettingsRoute() {
  return <SettingsPage notifications={<PushTopicsSettings />} />
}
