// A record's photos (a place's `media`): upload several at once, put them in order (drag,
// or the move buttons, which work by touch and keyboard), choose the cover (the first photo
// is the cover everywhere visitors see it), and write each photo's alt text, which is
// required. Files go to POST /ver3/api/admin/v1/media in one request (the media area's
// checks: JPEG, PNG or WebP by their bytes, 10 MB, EXIF stripped, sizes made); the stored
// address goes into the draft as {url, width, height, caption}. The server's refusal
// (naming the file) is shown. The cover photo gets 裁剪封面: the part of it the visitor's
// cover shows (CoverCrop.tsx). docs/MEDIA.md, "Content photos".
import { ArrowLeftOutlined, ArrowRightOutlined, DeleteOutlined, StarFilled, StarOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Image, Input, Space, Tag, Upload } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, uploadImages } from '../api/client';
import { isCrop } from '../../ui/place/crop';
import { CoverCrop, CropPreview } from './CoverCrop';
import { itemOf, makeCover, missingAlt, moveItem, urlOf, withCrop, type MediaItem } from './mediaList';

export type { MediaItem } from './mediaList';
export { urlOf } from './mediaList';

const thumbOf = (url: string) => (/^\/ver3\/api\/v3\/media\/[0-9a-f-]{36}$/.test(url) ? `${url}/w/320` : url);

/**
 * `empty`: what a record without photos shows visitors (a content record: the drawn views).
 * `single`: one picture, no cover, order or crop (a prize's); a new upload is added after it
 * and the holder keeps the last.
 */
export function MediaField({ value, onChange, disabled, name, empty = '还没有图片（游客端显示标明“示意图”的插图）', single = false }: { value?: MediaItem[]; onChange?: (v: MediaItem[]) => void; disabled?: boolean; name: string; empty?: string; single?: boolean }) {
  const items = Array.isArray(value) ? value : [];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(0);
  const [dragging, setDragging] = useState<number | null>(null);
  const latest = useRef(items);
  latest.current = items;
  const set = (next: MediaItem[]) => {
    latest.current = next;
    onChange?.(next);
  };
  const noAlt = new Set(missingAlt(items));

  const send = async (files: File[]) => {
    setBusy(files.length);
    setError(null);
    try {
      const refs = await uploadImages(files);
      // Read the latest list: the operator may have edited while the files went up.
      set([...latest.current, ...refs.map(itemOf)]);
    } catch (e) {
      setError(e instanceof ApiError ? e.message : '上传失败，请重试');
    } finally {
      setBusy(0);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.length === 0 && <span style={{ color: '#666' }}>{empty}</span>}
      <ol aria-label={`${name} 的图片`} style={{ display: 'flex', flexWrap: 'wrap', gap: 12, listStyle: 'none', padding: 0, margin: 0 }}>
        {items.map((m, i) => {
          const url = urlOf(m);
          const n = i + 1;
          return (
            <li
              key={`${url}-${i}`}
              draggable={!disabled}
              onDragStart={() => setDragging(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragging !== null && dragging !== i) set(moveItem(items, dragging, i));
                setDragging(null);
              }}
              onDragEnd={() => setDragging(null)}
              data-testid="media-item"
              style={{ width: 176, padding: 8, border: `1px solid ${i === 0 ? '#1677ff' : '#e5e5e5'}`, borderRadius: 8, opacity: dragging === i ? 0.5 : 1, cursor: disabled ? 'default' : 'grab' }}
            >
              <Space direction="vertical" size={6} style={{ width: '100%' }}>
                <div style={{ position: 'relative' }}>
                  {i === 0 && isCrop(m.crop) ? (
                    <CropPreview url={url} crop={m.crop} width={158} />
                  ) : (
                    <Image src={thumbOf(url)} preview={{ src: url }} width={158} height={99} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`图片 ${n}`} />
                  )}
                  {i === 0 && !single && (
                    <Tag color="blue" style={{ position: 'absolute', left: 4, top: 4 }}>
                      封面
                    </Tag>
                  )}
                </div>
                {typeof m.credit === 'string' && m.credit && <span style={{ color: '#666', fontSize: 12 }}>{m.credit}</span>}
                <Input
                  size="small"
                  placeholder="图片说明（必填）"
                  value={typeof m.caption === 'string' ? m.caption : ''}
                  disabled={disabled}
                  maxLength={120}
                  status={noAlt.has(i) ? 'error' : undefined}
                  aria-label={`图片 ${n} 的说明`}
                  aria-invalid={noAlt.has(i)}
                  onChange={(e) => set(items.map((x, k) => (k === i ? { ...x, caption: e.target.value } : x)))}
                />
                {noAlt.has(i) && (
                  <span role="note" style={{ color: '#cf1322', fontSize: 12 }}>
                    请写图片说明：读屏软件会读给看不见图片的游客听
                  </span>
                )}
                {!disabled && single && <Button size="small" danger icon={<DeleteOutlined />} aria-label={`移除图片 ${n}`} onClick={() => set([])} />}
                {!disabled && !single && (
                  <Space size={4} wrap>
                    <Button size="small" icon={<ArrowLeftOutlined />} disabled={i === 0} aria-label={`图片 ${n} 前移`} onClick={() => set(moveItem(items, i, i - 1))} />
                    <Button size="small" icon={<ArrowRightOutlined />} disabled={i === items.length - 1} aria-label={`图片 ${n} 后移`} onClick={() => set(moveItem(items, i, i + 1))} />
                    <Button size="small" icon={i === 0 ? <StarFilled /> : <StarOutlined />} disabled={i === 0} aria-label={`把图片 ${n} 设为封面`} onClick={() => set(makeCover(items, i))}>
                      {i === 0 ? '封面' : '设为封面'}
                    </Button>
                    {i === 0 && <CoverCrop item={m} disabled={disabled} onChange={(crop) => set(items.map((x, k) => (k === 0 ? withCrop(x, crop) : x)))} />}
                    <Button size="small" danger icon={<DeleteOutlined />} aria-label={`移除图片 ${n}`} onClick={() => set(items.filter((_, k) => k !== i))} />
                  </Space>
                )}
              </Space>
            </li>
          );
        })}
      </ol>
      {!disabled && (
        <Upload
          accept="image/jpeg,image/png,image/webp"
          multiple={!single}
          showUploadList={false}
          beforeUpload={(file, list) => {
            // One request for the files chosen together (the server takes up to nine).
            if (file === list[0]) void send(list.slice(0, single ? 1 : 9) as File[]);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy > 0}>
            {busy > 0 ? `正在上传 ${busy} 张` : single && items.length ? '换一张' : '上传图片'}
          </Button>
        </Upload>
      )}
      <span style={{ color: '#666' }}>
        {single
          ? 'JPEG、PNG 或 WebP，不超过 10 MB；上传时去除照片中的位置等信息。保存后生效。'
          : '可一次选多张（最多 9 张）。JPEG、PNG 或 WebP，每张不超过 10 MB；上传时去除照片中的位置等信息。第一张是封面；拖动或用箭头调整顺序。保存草稿后生效。'}
      </span>
      {error && <Alert type="error" showIcon role="alert" message={error} />}
    </Space>
  );
}
