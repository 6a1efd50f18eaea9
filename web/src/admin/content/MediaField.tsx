// An image list field (a place's `media`): the photos as thumbnails with a remove button
// each, and an upload control. Files go to POST /ver3/api/admin/v1/media (the media area's
// checks: JPEG, PNG or WebP by their bytes, 10 MB, EXIF stripped); the stored address goes
// into the draft as {url, width, height}. The server's refusal (naming the file) is shown.
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Image, Input, Space, Upload } from 'antd';
import { useRef, useState } from 'react';
import { ApiError, uploadImages } from '../api/client';

export type MediaItem = { url?: unknown; width?: unknown; height?: unknown; caption?: unknown } & Record<string, unknown>;

/** A media list's entries with a usable address. */
export const urlOf = (m: MediaItem): string => (typeof m.url === 'string' ? m.url : '');

export function MediaField({ value, onChange, disabled, name }: { value?: MediaItem[]; onChange?: (v: MediaItem[]) => void; disabled?: boolean; name: string }) {
  const items = Array.isArray(value) ? value : [];
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const latest = useRef(items);
  latest.current = items;
  const set = (next: MediaItem[]) => onChange?.(next);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {items.length === 0 && <span style={{ color: '#888' }}>还没有图片（游客端显示默认插图）</span>}
      <Space wrap size={12} aria-label={`${name} 的图片`}>
        {items.map((m, i) => (
          <Space key={`${urlOf(m)}-${i}`} direction="vertical" size={4} style={{ width: 160 }}>
            <Image src={urlOf(m)} width={160} height={110} style={{ objectFit: 'cover', borderRadius: 4 }} alt={`图片 ${i + 1}`} />
            <Input
              size="small"
              placeholder="图片说明（可选）"
              value={typeof m.caption === 'string' ? m.caption : ''}
              disabled={disabled}
              aria-label={`图片 ${i + 1} 的说明`}
              onChange={(e) => set(items.map((x, k) => (k === i ? { ...x, caption: e.target.value } : x)))}
            />
            <Button size="small" danger icon={<DeleteOutlined />} disabled={disabled} aria-label={`移除图片 ${i + 1}`} onClick={() => set(items.filter((_, k) => k !== i))}>
              移除
            </Button>
          </Space>
        ))}
      </Space>
      {!disabled && (
        <Upload
          accept="image/jpeg,image/png,image/webp"
          multiple
          showUploadList={false}
          customRequest={async ({ file, onSuccess, onError }) => {
            setBusy(true);
            setError(null);
            try {
              const refs = await uploadImages([file as Blob]);
              const added = refs.map((r) => ({ url: r.url, width: r.width, height: r.height }));
              // Read the latest list: several files finish one after another.
              latest.current = [...latest.current, ...added];
              set(latest.current);
              onSuccess?.(refs);
            } catch (e) {
              setError(e instanceof ApiError ? e.message : '上传失败，请重试');
              onError?.(e as Error);
            } finally {
              setBusy(false);
            }
          }}
        >
          <Button icon={<UploadOutlined />} loading={busy}>
            上传图片
          </Button>
        </Upload>
      )}
      <span style={{ color: '#888' }}>JPEG、PNG 或 WebP，每张不超过 10 MB；上传时去除照片中的位置等信息。保存草稿后生效。</span>
      {error && <Alert type="error" showIcon role="alert" message={error} />}
    </Space>
  );
}
