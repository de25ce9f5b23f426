import type { ShelterUploadMessages } from './ja'

export default {
  title: '更新避難所資料',
  lead: '請依下載時的原樣選擇國土地理院的「指定緊急避難場所資料」（mergeFromCity_2.csv）或「指定避難所資料」（mergeFromCity_1.csv）。即使是全國版檔案，也只匯入本町的列。匯入後，該類避難所會替換為檔案中的內容。',
  file: 'CSV檔案',
  choose: '選擇檔案',
  noFile: '尚未選擇檔案',
  chosen: (name: string, size: string) => `${name}（${size}）`,
  submit: '匯入',
  sending: (percent: number, sent: string, total: string) =>
    `傳送中 ${percent}%（${sent} / ${total}）`,
  processing: '正在匯入本町的列…',
  done: '已匯入。',
  failed: '無法匯入。',
  problemLine: (line: number, message: string) => `第${line}列：${message}`,
  kinds: { emergency: '指定緊急避難場所', evacuation: '指定避難所' },
  summary: {
    kind: '類型',
    read: '讀取的列',
    kept: '匯入的列（本町）',
    otherTowns: '其他市町村的列',
    outsideArea: '本町範圍以外的列',
    added: '新增',
    updated: '更新',
    removed: '刪除',
    merged: '兩個檔案中都有的設施',
  },
  rows: (count: string) => `${count}列`,
  places: (count: string) => `${count}處`,
  history: '匯入紀錄',
  noHistory: '尚無匯入紀錄。',
  historyEntry: (file: string, kind: string, kept: string, actor: string) =>
    `${file}（${kind}）：${kept}處 — ${actor}`,
  unknownActor: '已刪除的帳號',
  loadFailed: '無法顯示匯入紀錄。',
} satisfies ShelterUploadMessages
