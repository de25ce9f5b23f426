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
    title: '把店铺和活动送到本地顾客眼前',
    lead: 'jimoto 是寻找本地活动、店铺和优惠券信息的人们聚集的社区应用。以下介绍广告形式及投放流程。',
    cta: '申请投放广告',
    secondaryCta: '通过邮件咨询',
    sections: [
      {
        title: 'jimoto 的用户',
        kind: 'cards',
        items: [
          { title: '当地居民', body: '寻找周末活动、新店和实惠信息的本地居民。' },
          {
            title: '来访游客',
            body: '因观光或返乡来到街区、正在规划行程的人。面向海外游客会翻译显示。',
          },
          { title: '活动参与者', body: '查看会场时间表和演出者，并通过集章活动走访各会场的人。' },
        ],
      },
      {
        title: '广告形式',
        kind: 'cards',
        items: [
          { title: '动态广告', body: '以图文形式显示在动态的帖子之间。' },
          { title: '优惠券刊登', body: '刊登店铺优惠券，顾客在应用中出示即可使用。' },
          { title: '活动专题', body: '刊登汇总活动日程、会场和演出者的专题页面。' },
          { title: '推送通知', body: '向允许接收通知的用户发送消息（需审核内容）。' },
        ],
      },
      {
        title: '投放流程',
        kind: 'steps',
        items: [
          { title: '选择方案并申请', body: '选择投放期间和内容，在线提交申请。' },
          { title: '信用卡支付', body: '申请时即完成支付。' },
          { title: '内容审核', body: '审核广告内容（通常在3个工作日内）。' },
          { title: '开始投放', body: '自您指定的开始日起投放。' },
        ],
      },
    ],
    closing: {
      title: '欢迎随时咨询',
      body: '我们会根据您的预算和目标推荐合适的方案。费用可在申请页面查看。',
      cta: '申请投放广告',
    },
  },
  creatives: {
    eyebrow: '广告素材指南',
    title: '打造有效广告的提交指南',
    lead: '汇总了在 jimoto 投放广告的图片与文字规格，以及不可刊登的表现。提交前请务必确认。',
    cta: '申请投放广告',
    secondaryCta: '查看媒体资料',
    sections: [
      {
        title: '图片规格',
        kind: 'specs',
        items: [
          { title: '动态广告', body: '1080 × 1080 px（正方形），JPEG 或 PNG，5MB 以内' },
          { title: '活动专题', body: '1200 × 630 px（横版），JPEG 或 PNG，5MB 以内' },
          { title: '图中文字', body: '文字控制在图片面积的两成左右，在小屏幕上也易于阅读。' },
        ],
      },
      {
        title: '文字规格',
        kind: 'specs',
        items: [
          { title: '标题', body: '30个字以内。在社交媒体上分享时也会原样显示。' },
          { title: '正文', body: '200个字以内。请先写明日期、地点、费用等必要信息。' },
          { title: '链接', body: '请指定以 https 开头、与广告内容一致的页面。' },
        ],
      },
      {
        title: '不可刊登的表现',
        kind: 'cards',
        items: [
          {
            title: '易引起误解的表现',
            body: '“绝对”“日本第一”等无依据的最高级表述，或与实际不符的价格标示。',
          },
          { title: '侵犯他人权利', body: '未经许可使用照片、标志、角色或人物肖像。' },
          { title: '令人不适的表现', body: '暴力、色情内容，或煽动歧视与恐慌的表现。' },
        ],
      },
    ],
    closing: {
      title: '素材准备好了吗',
      body: '可在申请页面提交图片和文字。如对规格有疑问，请通过邮件咨询。',
      cta: '申请投放广告',
    },
  },
} satisfies LandingMessages
