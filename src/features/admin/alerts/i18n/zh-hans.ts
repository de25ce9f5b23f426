import type { TownOrderMessages } from './ja'

const zhHans: TownOrderMessages = {
  title: '避难信息（本地政府发布）',
  lead: '发布和解除本地政府的“避难指示”和“老年人等避难”。发布后会显示在所有页面顶部，并推送到已登记的设备。发布和解除都会留下记录。',
  kind: '种类',
  kinds: {
    evacuation_order: '避难指示（警戒等级4）',
    elderly_evacuation: '老年人等避难（警戒等级3）',
  },
  area: '对象地区',
  areaHint: '与本地政府的发布写法相同（日语）。最多100个字。',
  note: '通知内容',
  noteHint: '最多500个字。',
  shelters: '已开设的避难所',
  sheltersHint: (count) => `请选择1〜50处（已选${count}处）。`,
  sheltersLoading: '正在读取避难所…',
  sheltersFailed: '无法读取避难所列表。',
  noShelters: '没有避难所数据。请先在“更新避难所数据”中导入。',
  submit: '发布',
  sending: '正在发布…',
  issued: (title) => `已发布“${title}”。`,
  failed: '无法发布。',
  errors: {
    area: '请输入对象地区（最多100个字）。',
    note: '通知内容最多500个字。',
    shelters: '请选择1〜50处已开设的避难所。',
  },
  inForce: '正在发布的本地避难信息',
  noneInForce: '目前没有正在发布的本地避难信息。',
  lift: '解除',
  liftNamed: (title, area) => `解除“${title}（${area}）”`,
  lifted: '已解除。',
  liftFailed: '无法解除。',
  drill: {
    title: '演练',
    lead: '代替气象厅的信息，依次发送演练用电文（仅限开发和测试环境）。请按注意报 → 警报 → 危险警报 → 解除的顺序按下。',
    steps: {
      advisory: '注意报',
      warning: '警报',
      danger: '危险警报',
      lift: '解除',
    },
    run: (step) => `演练：发送${step}`,
    done: (step) => `已发送演练“${step}”。`,
    failed: '无法执行演练。',
  },
}

export default zhHans
