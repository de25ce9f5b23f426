import type { FeedHealthMessages } from './ja'

const en: FeedHealthMessages = {
  title: 'JMA feed status',
  states: {
    healthy: 'Receiving',
    backing_off: 'Retrying',
    down: 'Not receiving',
    unknown: 'Not read yet',
  },
  leads: {
    healthy: 'The JMA disaster information feed is checked every minute.',
    backing_off: 'Reading the feed is failing. It is retried automatically at growing intervals.',
    down: 'Nothing has been received for over 10 minutes. Staff devices and the operator’s e-mail have been notified. Check JMA’s own announcements for warnings. Town evacuation orders can still be issued with the form below.',
    unknown:
      'The feed has not been read yet. If this does not change within a few minutes, check the settings.',
  },
  feeds: {
    extra: 'Weather warnings and advisories',
    eqvol: 'Earthquakes, tsunami and volcanoes',
  },
  lastRead: 'Last received',
  never: 'Never',
  failures: (count: number) => `${count} ${count === 1 ? 'failure' : 'failures'} in a row`,
  retryAt: (time: string) => `Next try ${time}`,
  lastTelegram: 'Last bulletin applied',
  lastTelegramAt: (received: string) => `Received ${received}`,
  noTelegram: 'None yet',
  loadFailed: 'The feed status could not be loaded.',
}

export default en
