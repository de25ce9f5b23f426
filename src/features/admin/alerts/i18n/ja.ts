// Text of the desk's town orders and drill (TownOrders.tsx).
const ja = {
  title: '避難情報（町の発令）',
  lead: '町が出す「避難指示」と「高齢者等避難」を発令・解除します。発令すると、すべてのページの上部に表示され、登録された端末に通知が届きます。発令と解除は記録に残ります。',
  kind: '種類',
  kinds: {
    evacuation_order: '避難指示（警戒レベル4）',
    elderly_evacuation: '高齢者等避難（警戒レベル3）',
  },
  area: '対象地区',
  areaHint: '町の発表と同じ書き方で（例：〇〇地区、△△川沿いの全域）。100文字まで。',
  note: 'お知らせ文',
  noteHint: '500文字まで。',
  shelters: '開設した避難所',
  sheltersHint: (count: number) => `1〜50か所を選んでください（${count}か所を選択中）。`,
  sheltersLoading: '避難所を読み込んでいます…',
  sheltersFailed: '避難所の一覧を読み込めませんでした。',
  noShelters: '避難所のデータがありません。先に「避難所データの更新」で取り込んでください。',
  submit: '発令する',
  sending: '発令しています…',
  issued: (title: string) => `「${title}」を発令しました。`,
  failed: '発令できませんでした。',
  errors: {
    area: '対象地区を入力してください（100文字まで）。',
    note: 'お知らせ文は500文字までです。',
    shelters: '開設した避難所を1〜50か所選んでください。',
  },
  inForce: '発令中の町の避難情報',
  noneInForce: 'いま発令中の町の避難情報はありません。',
  lift: '解除する',
  liftNamed: (title: string, area: string) => `「${title}（${area}）」を解除する`,
  lifted: '解除しました。',
  liftFailed: '解除できませんでした。',
  drill: {
    title: '訓練',
    lead: '気象庁の情報の代わりに、訓練用の電文を順に流します（開発・検証環境だけで使えます）。注意報 → 警報 → 危険警報 → 解除の順に押してください。',
    steps: {
      advisory: '注意報',
      warning: '警報',
      danger: '危険警報',
      lift: '解除',
    },
    run: (step: string) => `訓練：${step}を流す`,
    done: (step: string) => `訓練の「${step}」を流しました。`,
    failed: '訓練を実行できませんでした。',
  },
}

export type TownOrderMessages = typeof ja
export default ja
