import type { ShelterStateMessages } from './ja'

const en: ShelterStateMessages = {
  title: 'Shelter status',
  lead: 'While a warning or an evacuation order is in force, set each shelter to Open, Crowded, Full or Closed. The hazard map and the warnings page show it with the time it was set, and full or closed shelters are no longer suggested. It disappears when the warning is lifted.',
  notInForce: 'No warning or order is in force, so shelter status cannot be set now.',
  states: { open: 'Open', crowded: 'Crowded', full: 'Full', closed: 'Closed' },
  current: (state: string, when: string) => `Now: ${state} (set ${when})`,
  notSet: 'Not set',
  setNamed: (state: string, shelter: string) => `Set ${shelter} to “${state}”`,
  opened: 'Opened by the order',
  done: (shelter: string, state: string) => `${shelter} is now “${state}”.`,
  failed: 'The status could not be set.',
  loading: 'Loading shelters…',
  loadFailed: 'The list of shelters could not be loaded.',
}
export default en
