// The cover's crop, chosen on the cover photo: the operator places a box at the cover's
// aspect (16:10) on the photo — tap or drag to move it, the slider or +/- to size it, the
// arrow keys to nudge it — and sees the cover as visitors will, drawn by the same function
// the visitor pages use (crop.ts `cropStyle`). Kept with the photo as `crop: {x, y, w, h}`,
// fractions of the photo; 居中 removes it (the cover then shows the photo's centre).
// docs/MEDIA.md, "The cover's crop".
import { ScissorOutlined } from '@ant-design/icons';
import { Button, Modal, Slider, Space } from 'antd';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { centredCrop, cropAt, cropStyle, isCrop, scaleOf, type Crop } from '../../ui/place/crop';
import { urlOf, type MediaItem } from './mediaList';

const STAGE = 480;
const dim = (v: unknown) => (typeof v === 'number' && v > 0 ? v : 0);
const sized = (url: string) => (/^\/ver3\/api\/v3\/media\/[0-9a-f-]{36}$/.test(url) ? `${url}/w/640` : url);

/** The cover as visitors see it: the crop of the photo in a 16:10 box. */
export function CropPreview({ url, crop, width }: { url: string; crop: Crop; width: number }) {
  return (
    <div style={{ position: 'relative', overflow: 'hidden', width, aspectRatio: '16 / 10', borderRadius: 6, background: '#eef1f0' }} data-testid="crop-preview">
      <img src={sized(url)} alt="" style={cropStyle(crop)} />
    </div>
  );
}

export function CoverCrop({ item, onChange, disabled }: { item: MediaItem; onChange: (crop: Crop | null) => void; disabled?: boolean }) {
  const url = urlOf(item);
  const [open, setOpen] = useState(false);
  const [natural, setNatural] = useState<{ w: number; h: number }>({ w: dim(item.width), h: dim(item.height) });
  const pw = natural.w || 16;
  const ph = natural.h || 10;
  const saved = isCrop(item.crop) ? item.crop : null;
  const [draft, setDraft] = useState<Crop>(() => saved ?? centredCrop(pw, ph));
  const stage = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const scale = scaleOf(draft, pw, ph);
  const centre = (c: Crop) => ({ cx: c.x + c.w / 2, cy: c.y + c.h / 2 });

  const moveTo = (e: PointerEvent<HTMLDivElement>) => {
    const r = stage.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return;
    setDraft(cropAt(pw, ph, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height, scale));
  };
  const nudge = (e: KeyboardEvent<HTMLDivElement>) => {
    const step = 0.02;
    const d = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[e.key];
    const { cx, cy } = centre(draft);
    if (d) {
      e.preventDefault();
      setDraft(cropAt(pw, ph, cx + d[0], cy + d[1], scale));
    } else if (e.key === '+' || e.key === '-') {
      e.preventDefault();
      setDraft(cropAt(pw, ph, cx, cy, scale + (e.key === '+' ? 0.05 : -0.05)));
    }
  };
  const begin = () => {
    setDraft(saved ?? centredCrop(pw, ph));
    setOpen(true);
  };

  return (
    <>
      <Button size="small" icon={<ScissorOutlined />} disabled={disabled || !url} onClick={begin}>
        {saved ? '调整裁剪' : '裁剪封面'}
      </Button>
      <Modal
        open={open}
        title="裁剪封面：选择游客在封面上看到的部分"
        width={STAGE + 48}
        onCancel={() => setOpen(false)}
        footer={
          <Space>
            <Button
              onClick={() => {
                onChange(null);
                setOpen(false);
              }}
            >
              不裁剪（显示中间部分）
            </Button>
            <Button onClick={() => setOpen(false)}>取消</Button>
            <Button
              type="primary"
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              确定
            </Button>
          </Space>
        }
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <div
            ref={stage}
            role="slider"
            tabIndex={0}
            aria-label="封面裁剪框：点按或拖动移动，方向键微调，加减号缩放"
            aria-valuetext={`左 ${Math.round(draft.x * 100)}%，上 ${Math.round(draft.y * 100)}%，宽 ${Math.round(draft.w * 100)}%`}
            data-testid="crop-stage"
            onKeyDown={nudge}
            onPointerDown={(e) => {
              dragging.current = true;
              e.currentTarget.setPointerCapture?.(e.pointerId);
              moveTo(e);
            }}
            onPointerMove={(e) => dragging.current && moveTo(e)}
            onPointerUp={() => {
              dragging.current = false;
            }}
            style={{ position: 'relative', width: STAGE, maxWidth: '100%', aspectRatio: `${pw} / ${ph}`, overflow: 'hidden', touchAction: 'none', cursor: 'move', userSelect: 'none', borderRadius: 6, background: '#eef1f0' }}
          >
            <img
              src={sized(url)}
              alt="封面照片"
              draggable={false}
              onLoad={(e) => {
                const { naturalWidth: w, naturalHeight: h } = e.currentTarget;
                // A photo entered without its size: measure it (the aspect is what matters).
                if (!natural.w && w && h) {
                  setNatural({ w, h });
                  setDraft(centredCrop(w, h));
                }
              }}
              style={{ display: 'block', width: '100%', height: '100%', pointerEvents: 'none' }}
            />
            <div
              aria-hidden="true"
              style={{
                position: 'absolute',
                left: `${draft.x * 100}%`,
                top: `${draft.y * 100}%`,
                width: `${draft.w * 100}%`,
                height: `${draft.h * 100}%`,
                border: '2px solid #fff',
                boxShadow: '0 0 0 9999px rgba(0, 0, 0, 0.45)',
                pointerEvents: 'none',
              }}
            />
          </div>
          <Space align="center" style={{ width: '100%' }}>
            <span>大小</span>
            <Slider
              style={{ width: 260 }}
              min={20}
              max={100}
              value={Math.round(scale * 100)}
              ariaLabelForHandle="裁剪框大小"
              onChange={(v: number) => {
                const { cx, cy } = centre(draft);
                setDraft(cropAt(pw, ph, cx, cy, v / 100));
              }}
            />
          </Space>
          <span style={{ color: '#666' }}>游客看到的封面：</span>
          <CropPreview url={url} crop={draft} width={320} />
        </Space>
      </Modal>
    </>
  );
}
