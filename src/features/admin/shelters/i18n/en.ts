import type { ShelterUploadMessages } from './ja'

export default {
  title: 'Update shelter data',
  lead: 'Choose the GSI file “designated emergency evacuation sites” (mergeFromCity_2.csv) or “designated evacuation shelters” (mergeFromCity_1.csv) exactly as downloaded. Even from the nationwide file, only this town’s rows are imported. Importing replaces the shelters of that type with the file’s contents.',
  file: 'CSV file',
  choose: 'Choose a file',
  noFile: 'No file chosen',
  chosen: (name: string, size: string) => `${name} (${size})`,
  submit: 'Import',
  sending: (percent: number, sent: string, total: string) =>
    `Sending ${percent}% (${sent} of ${total})`,
  processing: 'Importing the town’s rows…',
  done: 'Imported.',
  failed: 'The file could not be imported.',
  problemLine: (line: number, message: string) => `Line ${line}: ${message}`,
  kinds: { emergency: 'Emergency evacuation sites', evacuation: 'Evacuation shelters' },
  summary: {
    kind: 'Type',
    read: 'Rows read',
    kept: 'Rows imported (this town)',
    otherTowns: 'Rows of other municipalities',
    outsideArea: 'Rows outside the town’s area',
    added: 'Added',
    updated: 'Updated',
    removed: 'Removed',
    merged: 'Facilities in both files',
  },
  rows: (count: string) => `${count} ${count === '1' ? 'row' : 'rows'}`,
  places: (count: string) => `${count} ${count === '1' ? 'place' : 'places'}`,
  history: 'Import history',
  noHistory: 'Nothing has been imported yet.',
  historyEntry: (file: string, kind: string, kept: string, actor: string) =>
    `${file} (${kind}): ${kept} ${kept === '1' ? 'place' : 'places'} — ${actor}`,
  unknownActor: 'Deleted account',
  loadFailed: 'The import history could not be shown.',
} satisfies ShelterUploadMessages
