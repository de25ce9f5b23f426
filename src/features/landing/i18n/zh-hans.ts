import type { LandingMessages } from './ja'

export default {
  contactSubject: '关于 jimoto 的咨询',
  creatorRecruit: {
    eyebrow: '招募创作者',
    title: '用照片和文字，分享你所热爱的街区',
    lead: '节庆的热闹、小巷里的名店、四季的风景。jimoto 正在招募愿意传递街区魅力的摄影师、撰稿人和插画师。',
    cta: '免费注册，开始发布',
    secondaryCta: '通过邮件咨询',
    sections: [
      {
        title: '在 jimoto 发布的好处',
        kind: 'cards',
        items: [
          {
            title: '直达本地居民',
            body: '帖子会显示在动态和地图上，关心这个街区的人可以轻松找到。',
          },
          {
            title: '也能触达海外游客',
            body: '在英语、韩语、中文网站上，帖子会被翻译，来访的海外游客也能阅读。',
          },
          {
            title: '作品归你所有',
            body: '你发布的照片和文字，著作权归你本人所有。还可以在个人资料中介绍自己的创作活动。',
          },
        ],
      },
      {
        title: '我们在寻找这样的你',
        kind: 'cards',
        items: [
          { title: '摄影师', body: '喜欢捕捉活动现场和街角瞬间的人。' },
          { title: '撰稿人', body: '能用温暖的文字讲述店铺与人物故事的人。' },
          { title: '插画师', body: '能用地图和吉祥物把街区画得生动有趣的人。' },
        ],
      },
      {
        title: '如何开始',
        kind: 'steps',
        items: [
          { title: '注册账号', body: '使用电子邮箱或 Google、Apple 账号即可免费注册。' },
          { title: '完善个人资料', body: '写下你的创作内容，附上社交账号或作品集链接。' },
          { title: '发布街区故事', body: '配上照片和地点发布，你的帖子也会出现在地图上。' },
        ],
      },
    ],
    closing: {
      title: '一起记录街区的“此刻”',
      body: '欢迎随时咨询创作合作或提出活动采访的建议。',
      cta: '免费注册',
    },
  },
  allTarget: {
    eyebrow: '初次使用',
    title: '让本地生活更有趣，更贴近',
    lead: 'jimoto 是一款汇集街区活动、店铺、优惠券和大家帖子的社区应用。无论是当地居民还是来访游客，都能享受今天的街区。',
    cta: '打开应用',
    secondaryCta: '看看动态',
    sections: [
      {
        title: '适用场景',
        kind: 'cards',
        items: [
          { title: '安排周末计划', body: '一并查看节庆和演出的日程、会场乃至时间表。' },
          { title: '实惠逛店', body: '使用前快速查看本地店铺的优惠券。' },
          { title: '漫步街区', body: '通过集章活动，发现从未去过的好地方。' },
          { title: '防患于未然', body: '用灾害风险地图提前确认避难所和危险区域。' },
        ],
      },
      {
        title: '使用方法很简单',
        kind: 'steps',
        items: [
          { title: '打开应用', body: '无需下载，在浏览器中即可直接使用。' },
          { title: '浏览感兴趣的信息', body: '在动态和地图上查看附近的新鲜事。' },
          { title: '登录后参与', body: '登录后即可发帖、收藏并参加集章活动。' },
        ],
      },
    ],
    closing: {
      title: '来看看今天的街区吧',
      body: '无需注册，即可立即浏览动态和地图。',
      cta: '开始使用 jimoto',
    },
  },
  materials: {
    eyebrow: '媒体资料',
    title: '把店铺和活动带给当地顾客',
    lead: 'jimoto 是寻找当地活动、店铺和优惠券信息的人们聚集的社区应用。这里介绍在售的广告产品、价格以及投放流程。',
    cta: '申请广告',
    secondaryCta: '通过电子邮件咨询',
    sections: [
      {
        title: '谁在使用 jimoto',
        kind: 'cards',
        items: [
          { title: '当地居民', body: '寻找周末活动、新店和优惠信息的本地人。' },
          {
            title: '来访的人',
            body: '来观光或回乡、正在安排当天行程的人。对海外游客会翻译后显示。',
          },
          { title: '参加活动的人', body: '查看场馆时间表和演出者、通过集章活动走访各场馆的人。' },
        ],
      },
      {
        title: '广告产品',
        kind: 'cards',
        items: [
          {
            title: '时间线推广卡片',
            body: '时间线每8条帖子设1个广告位，以明确标注“广告”的卡片显示。投放期可选1周、2周或4周。',
          },
          { title: '显示规则', body: '投放中的广告轮流显示，同一广告不会连续出现。' },
          {
            title: '效果查看',
            body: '在“广告管理”中可查看每天的展示次数和点击次数。我们不记录追踪个人的数据。',
          },
        ],
      },
      {
        title: '投放流程',
        kind: 'steps',
        items: [
          { title: '选择套餐并申请', body: '登录后填写投放期、开始日期和广告内容。' },
          { title: '在线付款', body: '信用卡或便利店付款。PayPay 视支付服务商的设置可能可用。' },
          { title: '内容审核', body: '确认付款后进行审核。无法投放时会告知原因并全额退款。' },
          {
            title: '开始投放',
            body: '审核通过后从指定的开始日期投放。收据（合格请求书）可在“广告管理”中开具。',
          },
        ],
      },
    ],
    closing: {
      title: '欢迎随时咨询',
      body: '价格见上表。如有疑问，请通过电子邮件联系我们。',
      cta: '申请广告',
    },
  },
  creatives: {
    eyebrow: '投稿规范',
    title: '让广告传达到位的投稿指南',
    lead: '汇总了 jimoto 时间线推广卡片的文字、链接、图片规格以及不可刊登的表现。申请前请确认。',
    cta: '申请广告',
    secondaryCta: '查看媒体资料',
    sections: [
      {
        title: '文字与链接',
        kind: 'specs',
        items: [
          { title: '标题', body: '30字以内，以粗体显示在卡片顶部。' },
          { title: '正文', body: '120字以内。请先写日期、地点、价格等必要信息。' },
          { title: '链接', body: '以 https 开头、与广告内容一致的页面，或要推广的本人公开帖子。' },
        ],
      },
      {
        title: '图片与显示',
        kind: 'specs',
        items: [
          { title: '图片', body: '推广本人帖子时，会将该帖子的第一张照片裁成正方形显示。' },
          {
            title: '“广告”标注',
            body: '所有广告都会自动加上“广告”标签（应对隐形营销规定），无法去除。',
          },
          { title: '付款方', body: '作为收据抬头的付款方名称（80字以内）和电子邮箱。' },
        ],
      },
      {
        title: '不可刊登的表现',
        kind: 'cards',
        items: [
          {
            title: '引人误解的表现',
            body: '“绝对”“日本第一”等无根据的最高级表述，与实际不符的价格。',
          },
          { title: '侵犯他人权利', body: '未经许可使用照片、标志、角色或他人肖像。' },
          { title: '令人不适的表现', body: '暴力、色情内容，煽动歧视或恐惧的内容。' },
        ],
      },
    ],
    closing: {
      title: '准备好投稿后',
      body: '在申请页面填写文字和链接，用预览确认后即可付款。',
      cta: '申请广告',
    },
  },
  kit: {
    reachTitle: '数字看 jimoto（最近30天，按真实数据统计）',
    users: '注册用户',
    posts: '新帖子',
    posters: '发帖人数',
    people: (n: string) => `${n}人`,
    items: (n: string) => `${n}条`,
    pricesTitle: '价格（含税）',
    planName: (weeks: number) => `时间线推广卡片 ${weeks}周`,
    price: (total: string, tax: string) => `${total}日元（含消费税 ${tax}日元）`,
  },
} satisfies LandingMessages
