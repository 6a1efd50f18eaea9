// Words of the web view (webview/webview), owned by that page; they load with it.
export const webview = {
  'webview.frame': '{host}的网页',
  'webview.from': '正在浏览：{host}',
  'webview.openOutside': '在浏览器中打开',
  'webview.checking': '正在确认网页地址',
  'webview.failed': '没能确认这个网页能否打开',
  'webview.noUrl': '没有要打开的网页地址',
  'webview.refused.title': '这个网页不能在应用内打开',
  'webview.refused.host': '网站：{host}',
  'webview.refused.noHost': '网址无法识别',
  'webview.reason.not_listed': '它不在本应用可信任的网站名单里。你可以在浏览器中自行打开，请留意个人信息安全。',
  'webview.reason.scheme': '这不是网页地址（只打开 http 或 https 开头的网址），为了安全不会打开。',
  'webview.reason.local_address': '这是本地或内部网络地址，为了安全不会打开。',
  'webview.reason.malformed': '网址格式不正确，无法打开。',
  'webview.reason.allowed': '可以打开',
} as const;
