// Text of the admin desk's shelter refresh.
const ja = {
  title: '避難所データの更新',
  lead: '国土地理院の「指定緊急避難場所データ」（mergeFromCity_2.csv）か「指定避難所データ」（mergeFromCity_1.csv）を、ダウンロードしたまま選んでください。全国版のファイルでも、この町の行だけを取り込みます。取り込むと、その種類の避難所がファイルの内容に入れ替わります。',
  file: 'CSVファイル',
  choose: 'ファイルを選ぶ',
  noFile: 'ファイルが選ばれていません',
  chosen: (name: string, size: string) => `${name}（${size}）`,
  submit: '取り込む',
  sending: (percent: number, sent: string, total: string) =>
    `送信中 ${percent}%（${sent} / ${total}）`,
  processing: '町の行を取り込んでいます…',
  done: '取り込みました。',
  failed: '取り込めませんでした。',
  problemLine: (line: number, message: string) => `${line}行目: ${message}`,
  kinds: { emergency: '指定緊急避難場所', evacuation: '指定避難所' },
  summary: {
    kind: '種類',
    read: '読んだ行',
    kept: '取り込んだ行（この町）',
    otherTowns: 'ほかの市町村の行',
    outsideArea: '町の範囲外の行',
    added: '追加',
    updated: '更新',
    removed: '削除',
    merged: '両方のファイルにある施設',
  },
  rows: (count: string) => `${count}行`,
  places: (count: string) => `${count}か所`,
  history: '取り込みの記録',
  noHistory: 'まだ取り込みの記録はありません。',
  historyEntry: (file: string, kind: string, kept: string, actor: string) =>
    `${file}（${kind}）：${kept}か所 — ${actor}`,
  unknownActor: '退会したアカウント',
  loadFailed: '取り込みの記録を表示できませんでした。',
}

export type ShelterUploadMessages = typeof ja
export default ja
