// Words of the photo picker (ui/PhotoPicker), loaded with the picker itself.
export const media = {
  'media.add': '添加照片',
  'media.addHint': '{count}/{max}',
  'media.remove': '删除第{n}张照片',
  'media.photo': '第{n}张照片',
  'media.uploading': '正在上传 {count} 张',
  'media.refused': '没有上传：{msg}',
  'media.failed': '上传失败，请检查网络后重试',
  'media.full': '最多{max}张照片',
} as const;
