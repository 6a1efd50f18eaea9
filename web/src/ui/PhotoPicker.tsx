// The photo picker of forms that take visitors' photos (reviews, corrections; docs/MEDIA.md):
// thumbnails with a remove button each and an add tile. In browsers the tile opens the file
// chooser; inside WeChat, WeChat's own chooser (its local ids mean nothing to our server, so
// the bytes are read with getLocalImgData and uploaded like a browser's files). A batch is
// all-or-nothing on the server: when it refuses, its message names the file.
import { useEffect, useRef, useState, type ChangeEvent, type JSX } from 'react';
import { createMediaApi, MEDIA_MAX_FILES, UploadRefused, type NamedBlob } from '../api/media';
import { t } from '../i18n';
import { loadWords } from '../i18n/areas';
import { platform, request, wechatPhotos } from '../services';
import './PhotoPicker.css';

export interface PickedPhoto {
  id: string;
  url: string;
  thumbUrl: string;
  width: number;
  height: number;
}

const media = createMediaApi(request);
const ACCEPT = 'image/jpeg,image/png,image/webp';

export function PhotoPicker(props: { value: PickedPhoto[]; onChange: (next: PickedPhoto[]) => void; max?: number; disabled?: boolean }): JSX.Element {
  const { value, onChange, disabled = false } = props;
  const max = Math.min(props.max ?? MEDIA_MAX_FILES, MEDIA_MAX_FILES);
  const [words, setWords] = useState(false);
  const [pending, setPending] = useState(0);
  const [error, setError] = useState('');
  const input = useRef<HTMLInputElement>(null);
  // The latest value, so an upload that ends after a removal adds to what is shown now.
  const current = useRef(value);
  current.current = value;

  useEffect(() => {
    let live = true;
    loadWords('media').then(
      () => live && setWords(true),
      () => live && setWords(true), // the keys show instead of words; the picker still works
    );
    return () => {
      live = false;
    };
  }, []);

  const room = max - value.length - pending;

  const upload = async (files: NamedBlob[]) => {
    const batch = files.slice(0, Math.max(room, 0));
    if (batch.length === 0) return;
    setError('');
    setPending((n) => n + batch.length);
    try {
      const refs = await media.uploadPhotos(batch);
      onChange([...current.current, ...refs].slice(0, max));
    } catch (e) {
      setError(e instanceof UploadRefused ? t('media.refused', { msg: e.message }) : t('media.failed'));
    } finally {
      setPending((n) => n - batch.length);
    }
  };

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []).map((f) => ({ blob: f as Blob, name: f.name }));
    e.target.value = ''; // choosing the same file again must fire a change
    void upload(files);
  };

  const add = async () => {
    if (platform.kind !== 'wechat') return input.current?.click();
    try {
      await upload(await wechatPhotos(room));
    } catch {
      setError(t('media.failed'));
    }
  };

  if (!words) return <div className="yz-photos" aria-busy="true" />;

  const remove = (id: string) => onChange(value.filter((p) => p.id !== id));
  const canAdd = !disabled && room > 0;

  return (
    <div className="yz-photos">
      <ul className="yz-photos__grid">
        {value.map((p, i) => (
          <li key={p.id} className="yz-photos__tile">
            <img src={p.thumbUrl} alt={t('media.photo', { n: String(i + 1) })} width={p.width} height={p.height} loading="lazy" />
            {!disabled && (
              <button type="button" className="yz-photos__remove" aria-label={t('media.remove', { n: String(i + 1) })} onClick={() => remove(p.id)}>
                <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                  <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
                </svg>
              </button>
            )}
          </li>
        ))}
        {pending > 0 && (
          <li className="yz-photos__tile yz-photos__pending" role="status" aria-busy="true">
            <span className="yz-photos__spinner" aria-hidden="true" />
            <span>{t('media.uploading', { count: String(pending) })}</span>
          </li>
        )}
        {canAdd && (
          <li className="yz-photos__tile">
            <button type="button" className="yz-photos__add" onClick={() => void add()}>
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>{t('media.add')}</span>
              <span className="yz-photos__count">{t('media.addHint', { count: String(value.length), max: String(max) })}</span>
            </button>
          </li>
        )}
      </ul>
      <input ref={input} className="yz-photos__input" type="file" multiple accept={ACCEPT} tabIndex={-1} aria-hidden="true" onChange={onFiles} data-testid="photo-input" />
      {error && (
        <p className="yz-photos__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
