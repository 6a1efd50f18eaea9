// 活动图片 in the campaign studio's drawers: the content's photo field as is (several at once,
// reorder, the first is the cover, alt text required, 裁剪封面 on the cover), kept in the form
// as `media` and sent with the campaign. Visitors see the cover on the campaign's page and its
// card in 活动中心; without a photo the page keeps its own look. docs/MEDIA.md, "Campaign photos".
import { Form } from 'antd';
import { MediaField, type MediaItem } from '../content/MediaField';
import { missingAlt } from '../content/mediaList';

/** The form's photos as the server takes them (`media`, alt text trimmed). */
export const mediaOf = (v: MediaItem[] | undefined): MediaItem[] => (v ?? []).map((m) => ({ ...m, caption: typeof m.caption === 'string' ? m.caption.trim() : m.caption }));

export function CampaignPhotos({ title }: { title: string }) {
  return (
    <Form.Item
      name="media"
      label="活动图片"
      extra="第一张是封面，显示在活动页顶部和活动中心的卡片上；不上传则保持现在的样子。"
      rules={[
        {
          validator: (_, v: MediaItem[] | undefined) => {
            const missing = missingAlt(v ?? []);
            return missing.length ? Promise.reject(new Error(`第 ${missing.map((i) => i + 1).join('、')} 张图片还没有说明`)) : Promise.resolve();
          },
        },
      ]}
    >
      <MediaField name={title || '活动'} empty="还没有图片（活动页保持现在的样子，不显示插图）" />
    </Form.Item>
  );
}
