import type { AccountDataMessages } from './ja'

export default {
  info: {
    title: '关于删除账号',
    lead: 'jimoto 账号可以随时在应用或网页上删除。删除后的账号无法恢复。',
    inAppTitle: '在应用或网页上删除的步骤',
    steps: [
      '登录 jimoto（应用或日语网站）。',
      '从菜单打开“设置”，选择“删除账号”（アカウントを削除）。',
      '确认将删除和保留的内容，输入密码（没有密码的账号请用已关联的 LINE、Google 或 Apple 重新登录）。',
      '点击“删除账号”（アカウントを削除する）后，所有设备都会退出登录。删除完成后我们会发邮件通知您。',
    ],
    deletedTitle: '将被删除的内容',
    deleted: [
      '账号（姓名、电子邮箱、密码、个人资料、头像）',
      '帖子、活动、优惠券及其照片（包括缩略图）',
      '点赞、收藏、关注与粉丝、集章活动的印章和完成记录',
      '我的优惠券、注册通知的设备和通知设置、已登录的设备',
      '已关联的 LINE、Google、Apple 登录信息（将撤销 Apple 授权）',
      '主办方所属和申请、运营方的通知、数据下载',
    ],
    keptTitle: '保留的内容（以无法识别个人的形式）',
    kept: [
      '广告账单和付款记录：依照日本税法保存7年。除发票抬头、金额和日期以外的内容（电子邮箱、广告文字等）将被删除，与账号的关联也会删除。',
      '店铺受理的优惠券使用记录，以及他人使用或领取的您的优惠券：作为店铺和用户的记录保留，名称显示为“已注销用户”，不会公开。',
      '运营方的处理记录（如对举报的处理）：只保留处理内容，删除与您账号的关联。',
    ],
    timingTitle: '删除所需时间',
    timing:
      '确认删除后将立即无法登录，您的帖子也会被隐藏。照片和登录信息会在几分钟内删除（外部服务延迟时会自动重试）。',
    exportTitle: '删除前保存数据',
    exportBody:
      '在“设置”的“下载数据”（データをダウンロード）中，可以将您的数据（帖子和照片、点赞、收藏等）保存为 ZIP 文件。',
    contactTitle: '联系我们',
    contact: '如果无法按此步骤删除（例如无法登录），请通过隐私政策中记载的窗口联系我们。',
    privacyLink: '隐私政策',
  },
  settings: {
    title: '您的数据',
    exportTitle: '下载数据',
    exportLead:
      '将 jimoto 保存的您的数据整理成 ZIP 文件：帖子和照片、点赞、收藏、关注、印章、优惠券使用、广告申请等。',
    exportButton: '准备数据',
    exportPreparing: '正在准备，可能需要几分钟。',
    exportReady: (until: string) => `已准备好（可下载至${until}）`,
    exportDownload: '下载 ZIP',
    exportFailed: '无法准备数据，请重试。',
    exportCheck: '刷新',
    deleteTitle: '删除账号',
    deleteHint: '删除账号以及帖子等数据',
    aboutDeletion: '关于删除账号',
  },
  deletion: {
    title: '删除账号',
    lead: '删除后的账号无法恢复。请先通过“下载数据”保存需要的数据。',
    confirmTitle: '确认本人身份',
    passwordLabel: '密码',
    reauthLead: '此账号没有密码。请用已关联的账号重新登录。',
    reauthAppleLead:
      '此账号已关联Apple。请用Apple重新登录确认。删除的同时，也会从Apple ID的“通过Apple登录”中移除本应用。',
    reauth: (provider: string) => `用${provider}登录确认`,
    reauthDone: (provider: string) => `已用${provider}确认`,
    submit: '删除账号',
    submitting: '正在删除…',
    failed: '无法删除账号，请重试。',
    doneTitle: '已受理删除',
    doneMail: '已在所有设备上退出登录。删除完成后会发邮件通知您。',
    doneNoMail: '已在所有设备上退出登录。删除将在几分钟内完成。',
    loadFailed: '无法读取账号信息。',
  },
} satisfies AccountDataMessages
