// Words of the 举报 sheet the review, travel note and contest entry pages share
// (web/src/features/report); they load with the sheet.
export const report = {
  'report.title.review': '举报这条点评',
  'report.title.note': '举报这篇游记',
  'report.title.entry': '举报这件作品',
  'report.cancel': '取消',
  'report.done': '已收到举报，谢谢',
  'report.failed': '没有举报成功，请稍后再试',
  'report.reason.spam': '广告或引流',
  'report.reason.abuse': '辱骂或不友善',
  'report.reason.false': '不实或与此无关',
  'report.reason.privacy': '泄露他人隐私',
  'report.reason.other': '其他问题',
};
