import type { TownOrderMessages } from './ja'

const zhHant: TownOrderMessages = {
  title: '避難資訊（地方政府發布）',
  lead: '發布與解除地方政府的「避難指示」與「高齡者等避難」。發布後會顯示在所有頁面上方，並推播到已登錄的裝置。發布與解除都會留下紀錄。',
  kind: '種類',
  kinds: {
    evacuation_order: '避難指示（警戒等級4）',
    elderly_evacuation: '高齡者等避難（警戒等級3）',
  },
  area: '對象地區',
  areaHint: '與地方政府的發布寫法相同（日文）。最多100個字。',
  note: '通知內容',
  noteHint: '最多500個字。',
  shelters: '已開設的避難所',
  sheltersHint: (count) => `請選擇1〜50處（已選${count}處）。`,
  sheltersLoading: '正在讀取避難所…',
  sheltersFailed: '無法讀取避難所清單。',
  noShelters: '沒有避難所資料。請先在「更新避難所資料」中匯入。',
  submit: '發布',
  sending: '正在發布…',
  issued: (title) => `已發布「${title}」。`,
  failed: '無法發布。',
  errors: {
    area: '請輸入對象地區（最多100個字）。',
    note: '通知內容最多500個字。',
    shelters: '請選擇1〜50處已開設的避難所。',
  },
  inForce: '發布中的地方避難資訊',
  noneInForce: '目前沒有發布中的地方避難資訊。',
  lift: '解除',
  liftNamed: (title, area) => `解除「${title}（${area}）」`,
  lifted: '已解除。',
  liftFailed: '無法解除。',
  drill: {
    title: '演練',
    lead: '代替氣象廳的資訊，依序傳送演練用電文（僅限開發與測試環境）。請依注意報 → 警報 → 危險警報 → 解除的順序按下。',
    steps: {
      advisory: '注意報',
      warning: '警報',
      danger: '危險警報',
      lift: '解除',
    },
    run: (step) => `演練：傳送${step}`,
    done: (step) => `已傳送演練「${step}」。`,
    failed: '無法執行演練。',
  },
}

export default zhHant
