// Words of the near-me page (tour/nearby); they load with it.
export const nearby = {
  'nearby.lead': '离您最近的景点、美食、住宿和购物，由近到远',
  'nearby.from': '从{where}出发',
  'nearby.here': '您当前位置',
  'nearby.notYours': '还没有拿到您的位置，先看{where}附近',
  'nearby.choose': '选择位置',
  'nearby.kinds': '按类别',
  'nearby.kind.all': '全部',
  'nearby.kind.sights': '景点',
  'nearby.kind.food': '美食',
  'nearby.kind.stay': '住宿',
  'nearby.kind.shop': '购物',
  'nearby.within': '{km}公里内共{n}处',
  'nearby.widened': '{asked}公里内地点较少，已扩大到{km}公里：共{n}处，距离按直线计算',
  'nearby.empty': '附近没有找到这一类地点',
  'nearby.showAll': '看全部类别',
  'nearby.failed': '附近的地点没有加载出来',
} as const;
