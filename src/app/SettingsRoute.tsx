import { PushTopicsSettings } from '../features/push/components/PushTopicsSettings'
import { SettingsPage } from '../features/settings/pages/SettingsPage'

/** /app/settings: the settings feature's page with the push feature's notification settings in it. */
export function SettingsRoute() {
  return <SettingsPage notifications={<PushTopicsSettings />} />
}
