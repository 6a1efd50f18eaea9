// Words of the read-aloud control (ui/ReadAloud), loaded with the pages that offer it.
export const readaloud = {
  'readaloud.label': '朗读：{title}',
  'readaloud.play': '朗读',
  'readaloud.resume': '继续',
  'readaloud.pause': '暂停',
  'readaloud.stop': '停止',
  'readaloud.speaking': '正在朗读',
  'readaloud.paused': '已暂停',
  'readaloud.noVoice': '这台设备没有中文朗读语音，暂时无法朗读；可在系统设置里添加中文语音后再试',
} as const;
