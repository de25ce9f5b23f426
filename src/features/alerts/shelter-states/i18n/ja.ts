// Text of the shelters' states on the warnings page (ShelterStatesNow.tsx).
const ja = {
  title: '避難所の状況',
  states: { open: '開設', crowded: '混雑', full: '満員', closed: '閉鎖' },
  stateAt: (state: string, when: string) => `${state}（${when}時点）`,
  opened: '開設（町の発令）',
  fullClosed: '満員・閉鎖の避難所は、ハザードマップでも案内しません。',
}

export type ShelterStatesNowMessages = typeof ja
export default ja
