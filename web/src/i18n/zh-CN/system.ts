// Words of the system pages: coming soon (every route not built yet) and the 404 page.
export const system = {
  'soon.title': '即将上线',
  'soon.body': '「{page}」正在建设中，敬请期待。',
  'soon.illustration': '施工中的小房子图示',
  'notFound.title': '页面走丢了',
  'notFound.body': '没有找到这个页面，它可能已经下线或地址有误。',
  'notFound.illustration': '迷路的指路牌图示',
} as const;
