import type { ShelterStatesNowMessages } from './ja'

const en: ShelterStatesNowMessages = {
  title: 'Shelter status',
  states: { open: 'Open', crowded: 'Crowded', full: 'Full', closed: 'Closed' },
  stateAt: (state: string, when: string) => `${state} (as of ${when})`,
  opened: 'Open (town order)',
  fullClosed: 'Full and closed shelters are not suggested on the hazard map either.',
}
export default en
