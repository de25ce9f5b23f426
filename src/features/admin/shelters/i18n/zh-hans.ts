import type { ShelterUploadMessages } from './ja'

export default {
  title: '更新避难所数据',
  lead: '请按下载时的原样选择国土地理院的“指定紧急避难场所数据”（mergeFromCity_2.csv）或“指定避难所数据”（mergeFromCity_1.csv）。即使是全国版文件，也只导入本町的行。导入后，该类避难所将替换为文件中的内容。',
  file: 'CSV文件',
  choose: '选择文件',
  noFile: '尚未选择文件',
  chosen: (name: string, size: string) => `${name}（${size}）`,
  submit: '导入',
  sending: (percent: number, sent: string, total: string) =>
    `正在发送 ${percent}%（${sent} / ${total}）`,
  processing: '正在导入本町的行…',
  done: '已导入。',
  failed: '无法导入。',
  problemLine: (line: number, message: string) => `第${line}行：${message}`,
  kinds: { emergency: '指定紧急避难场所', evacuation: '指定避难所' },
  summary: {
    kind: '类型',
    read: '读取的行',
    kept: '导入的行（本町）',
    otherTowns: '其他市町村的行',
    outsideArea: '本町范围以外的行',
    added: '新增',
    updated: '更新',
    removed: '删除',
    merged: '两个文件中都有的设施',
  },
  rows: (count: string) => `${count}行`,
  places: (count: string) => `${count}处`,
  history: '导入记录',
  noHistory: '还没有导入记录。',
  historyEntry: (file: string, kind: string, kept: string, actor: string) =>
    `${file}（${kind}）：${kept}处 — ${actor}`,
  unknownActor: '已注销的账号',
  loadFailed: '无法显示导入记录。',
} satisfies ShelterUploadMessages
