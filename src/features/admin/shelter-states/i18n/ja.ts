// Text of the desk's shelter states (ShelterStates.tsx), in the 避難情報 tab.
const ja = {
  title: '避難所の状況',
  lead: '警報や避難情報が出ている間、避難所ごとに「開設」「混雑」「満員」「閉鎖」を設定できます。ハザードマップと警報のページに設定した時刻とともに表示され、満員・閉鎖の避難所は案内されなくなります。解除されると表示は消えます。',
  notInForce: 'いまは警報や避難情報が出ていないため、状況は設定できません。',
  states: { open: '開設', crowded: '混雑', full: '満員', closed: '閉鎖' },
  current: (state: string, when: string) => `現在：${state}（${when}設定）`,
  notSet: '未設定',
  setNamed: (state: string, shelter: string) => `${shelter}を「${state}」にする`,
  opened: '発令で開設',
  done: (shelter: string, state: string) => `${shelter}を「${state}」にしました。`,
  failed: '状況を設定できませんでした。',
  loading: '避難所を読み込んでいます…',
  loadFailed: '避難所の一覧を読み込めませんでした。',
}

export type ShelterStateMessages = typeof ja
export default ja
