// 奖品图片: one picture per prize (or a shop's goods), the content's photo field holding at most
// one (换一张 takes the old one's place), alt text required. Visitors see it beside the
// prize in the pool and the shop; without one the prize shows its words alone.
// docs/CAMPAIGNS.md, "Prize pictures".
import { Form } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { Schemas } from '../api/client';
import { MediaField, type MediaItem } from '../content/MediaField';
import { missingAlt } from '../content/mediaList';
import { mediaOf } from './CampaignPhotos';

/** The document types a picture as a free-form object; the entry is a content photo's. */
type PictureBody = NonNullable<Schemas['NewPrizeBody']['picture']>;

/** The picture as the server takes it (alt text trimmed), or `null` for none. */
export const pictureOf = (v: MediaItem | Record<string, never> | null | undefined): PictureBody | null => (v ? (mediaOf([v as MediaItem])[0] as unknown as PictureBody) : null);

function OnePicture({ value, onChange, name }: { value?: MediaItem | null; onChange?: (v: MediaItem | null) => void; name: string }) {
  return <MediaField single name={name} value={value ? [value] : []} onChange={(list) => onChange?.(list.at(-1) ?? null)} empty="还没有图片（只显示奖品名称，不显示插图）" />;
}

export function PrizePicture({ name, prize }: { name: NamePath; prize: string }) {
  return (
    <Form.Item
      name={name}
      label="奖品图片"
      extra="可选，一张；换一张会替换。请写图片说明，读屏软件会读给看不见图片的游客听。"
      rules={[{ validator: (_, v: MediaItem | null | undefined) => (v && missingAlt([v]).length ? Promise.reject(new Error('图片还没有说明')) : Promise.resolve()) }]}
    >
      <OnePicture name={prize} />
    </Form.Item>
  );
}
