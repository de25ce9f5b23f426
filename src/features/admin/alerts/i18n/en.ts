import type { TownOrderMessages } from './ja'

const en: TownOrderMessages = {
  title: 'Evacuation information (issued by the town)',
  lead: 'Issue and lift the town’s Evacuation Instruction and Evacuation of Elderly People, etc. Once issued, it shows at the top of every page and is pushed to registered devices. Issuing and lifting are recorded.',
  kind: 'Kind',
  kinds: {
    evacuation_order: 'Evacuation Instruction (Alert Level 4)',
    elderly_evacuation: 'Evacuation of Elderly People, etc. (Alert Level 3)',
  },
  area: 'Area',
  areaHint: 'As the town announces it, in Japanese. Up to 100 characters.',
  note: 'Notice',
  noteHint: 'Up to 500 characters.',
  shelters: 'Shelters opened',
  sheltersHint: (count) => `Choose 1 to 50 (${count} chosen).`,
  sheltersLoading: 'Loading shelters…',
  sheltersFailed: 'The list of shelters could not be loaded.',
  noShelters: 'There is no shelter data. Import it first under “Update shelter data”.',
  submit: 'Issue',
  sending: 'Issuing…',
  issued: (title) => `“${title}” has been issued.`,
  failed: 'Could not issue it.',
  errors: {
    area: 'Enter the area (up to 100 characters).',
    note: 'The notice can be up to 500 characters.',
    shelters: 'Choose 1 to 50 shelters opened.',
  },
  inForce: 'Town evacuation information in force',
  noneInForce: 'No town evacuation information is in force now.',
  lift: 'Lift',
  liftNamed: (title, area) => `Lift “${title} (${area})”`,
  lifted: 'Lifted.',
  liftFailed: 'Could not lift it.',
  drill: {
    title: 'Drill',
    lead: 'Plays drill telegrams in place of JMA’s feed (development and test environments only). Press them in order: Advisory → Warning → Danger Warning → Lift.',
    steps: {
      advisory: 'Advisory',
      warning: 'Warning',
      danger: 'Danger Warning',
      lift: 'Lift',
    },
    run: (step) => `Drill: play ${step}`,
    done: (step) => `Drill step “${step}” played.`,
    failed: 'The drill could not run.',
  },
}

export default en
