// The user agreement and the privacy policy as visitors read them (docs/IDENTITY.md,
// "Consent"). What they say is collected is what the server keeps: each area's
// `personal_data.rs` declares its tables, and the export under 我的数据 holds exactly these.
// Changing either text means a new version on the server (crates/identity/src/legal.rs).
// `{operator}` and `{contact}` are the site's own (server settings, or the general words).

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export const AGREEMENT: readonly LegalSection[] = [
  {
    heading: '一、我们是谁',
    paragraphs: [
      '“游浙”是浙江文化和旅游的手机网页服务，由{operator}部署和运营。你使用本站即表示与{operator}之间适用本协议。',
      '不登录也可以浏览地点、美食、线路、名人和专题。收藏、积分、点评、游记、打卡、活动和抽奖等需要登录，因为这些内容要记在你的账号下。',
    ],
  },
  {
    heading: '二、账号和登录',
    paragraphs: [
      '你可以用手机号加短信验证码登录，或在微信中授权登录，或从浙里办等入口带着身份进入。一个手机号只对应一个账号。',
      '验证码只发给你本人，请不要告诉别人。你可以在“我的数据”里退出登录，也可以注销账号。',
    ],
  },
  {
    heading: '三、你发布的内容',
    paragraphs: [
      '点评、游记、照片和投稿要真实、与旅游有关，不得含有违法、广告、引流或侵犯他人权利的内容。含有敏感词的内容会先经审核再公开，未通过的只有你自己看得到。',
      '你发布的内容由你负责。你同意本站在本站页面上展示你公开发布的内容，并显示你设置的昵称和头像。',
      '昵称和头像也不得含有不宜使用的词语；含有的会被拒绝保存。',
    ],
  },
  {
    heading: '四、积分、活动和奖品',
    paragraphs: [
      '积分、抽奖次数和奖品由服务器记录和判定，以服务器记录为准。用程序刷分、批量注册等方式参加活动的，运营方可以取消资格和奖品。',
      '实物奖品需要你填写收货人、电话和地址，只用于寄送奖品。',
    ],
  },
  {
    heading: '五、协议的变更',
    paragraphs: [
      '协议更新时版本号和生效日期会改变。你登录后再次使用需要账号的功能时，我们会请你阅读并同意新版本；不同意的，可以继续浏览，也可以注销账号。',
    ],
  },
  {
    heading: '六、联系我们',
    paragraphs: ['对本协议有疑问，请通过{contact}联系{operator}。'],
  },
];

export const PRIVACY: readonly LegalSection[] = [
  {
    heading: '一、谁在处理你的信息',
    paragraphs: [
      '本站由{operator}运营，你的个人信息由{operator}处理，保存在{operator}自己的服务器上，不出售，也不提供给第三方用于营销。',
    ],
  },
  {
    heading: '二、我们收集什么、为什么',
    paragraphs: [
      '手机号：用于短信验证码登录和找回同一个账号。验证码只保存5分钟，用过即删除。',
      '微信身份（微信为本站分配的用户编号）以及微信提供的昵称和头像：用于微信登录，让你在不同设备上是同一个账号。',
      '你设置的昵称和头像：显示在你写的点评和游记上。',
      '收藏、积分记录、签到：为你保存喜欢的地方，计算积分和等级。',
      '点评、游记、照片、举报和纠错：展示你发布的内容，处理你反馈的问题；纠错时你留下的联系电话只用于核实。',
      '活动记录：抽奖次数、抽奖和兑换结果、中奖信息和收货地址（用于寄送奖品）、露营报名的人数和联系电话、摄影大赛投稿和投票、答题和测试结果、小游戏成绩。',
      '集章打卡：只有你点“打卡”时，才把你当时的位置和离景点的距离发给服务器，用于确认你到了现场。其他时候，“附近”和距离只在你的手机浏览器里计算，位置不会保存。',
      '浏览记录：登录状态下打开的页面和来源，用于统计哪些内容受欢迎。',
      '同意记录：你同意的用户协议和隐私政策版本及时间。',
      '为防止刷接口，服务器会临时按网络地址计数请求，计数到期即清除。',
    ],
  },
  {
    heading: '三、保存多久',
    paragraphs: [
      '以上信息在你的账号存在期间保存。注销账号后立即删除：手机号、微信身份、昵称、头像、收藏、积分、未公开的点评、游记、照片、打卡和活动记录等一并删除。',
      '少数内容为他人和统计所需会保留但不再关联到你：已公开的点评显示为“已注销用户”；纠错保留但清除联系电话；已发出的奖品保留但清除收货地址；浏览记录只保留次数。',
    ],
  },
  {
    heading: '四、查看、导出和删除',
    paragraphs: [
      '登录后在“旅游积分”页底部的“我的数据”里，可以下载我们保存的关于你的全部数据，也可以注销账号。你可以随时在“编辑资料”里修改昵称和头像。',
    ],
  },
  {
    heading: '五、政策的变更',
    paragraphs: ['本政策更新时版本号和生效日期会改变，并在你下次使用需要账号的功能时请你重新同意。'],
  },
  {
    heading: '六、联系我们',
    paragraphs: ['对个人信息的处理有疑问或要求，请通过{contact}联系{operator}。'],
  },
];
