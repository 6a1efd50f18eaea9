// Words of the read-aloud control (ui/ReadAloud), loaded with the pages that offer it.
export const readaloud = {
  'readaloud.label': '朗读：{title}',
  'readaloud.play': '朗读',
  'readaloud.resume': '继续',
  'readaloud.pause': '暂停',
  'readaloud.stop': '停止',
  'readaloud.speaking': '正在朗读',
  'readaloud.paused': '已暂停',
} as const;
