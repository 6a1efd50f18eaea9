// Entering a photo: one of the visitor's own (uploaded by the photo picker, with the media
// rules), a title, a caption and optionally the place it was taken at. The server decides
// (the window, the cap, the photo's owner); its refusal is shown here in its words.
import { useState, type JSX } from 'react';
import { t } from '../../../i18n';
import { PhotoPicker, type PickedPhoto } from '../../../ui/PhotoPicker';
import type { Refusal } from '../../../api/photocontest';
import { findPlaces, photoContests } from './calls';
import { Refused } from '../../../ui/Refused';

interface Place {
  id: string;
  name: string;
}

function PlaceChooser({ value, onChange, disabled }: { value: Place | null; onChange: (p: Place | null) => void; disabled: boolean }): JSX.Element {
  const [keyword, setKeyword] = useState('');
  const [found, setFound] = useState<Place[] | null>(null);
  const find = async () => {
    if (!keyword.trim()) return;
    const answer = await findPlaces(keyword.trim());
    setFound(answer || []);
  };
  return (
    <fieldset className="pc-fieldset">
      <legend>{t('photoContest.submit.place')}</legend>
      {value ? (
        <div className="pc-row">
          <span className="pc-chip is-on">{t('photoContest.submit.placeChosen', { name: value.name })}</span>
          <button type="button" className="pc-chip" disabled={disabled} onClick={() => onChange(null)}>
            {t('photoContest.submit.placeClear')}
          </button>
        </div>
      ) : (
        <>
          <div className="pc-row">
            <input
              className="pc-input pc-input--grow"
              aria-label={t('photoContest.submit.placeKeyword')}
              placeholder={t('photoContest.submit.placeKeyword')}
              value={keyword}
              maxLength={30}
              disabled={disabled}
              onChange={(e) => setKeyword(e.target.value)}
            />
            <button type="button" className="pc-chip" disabled={disabled} onClick={() => void find()}>
              {t('photoContest.submit.placeFind')}
            </button>
          </div>
          {found && found.length === 0 && <p className="pc-meta">{t('photoContest.submit.placeNone')}</p>}
          {found && found.length > 0 && (
            <div className="pc-row">
              {found.map((p) => (
                <button key={p.id} type="button" className="pc-chip" onClick={() => onChange(p)}>
                  {p.name}
                </button>
              ))}
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}

export function SubmitForm({ contestId, open, left, onSent }: { contestId: string; open: boolean; left: number | null; onSent: () => void }): JSX.Element {
  const [photos, setPhotos] = useState<PickedPhoto[]>([]);
  const [title, setTitle] = useState('');
  const [caption, setCaption] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const full = left !== null && left <= 0;
  const send = async () => {
    setSent(false);
    if (photos.length === 0) return setRefusal({ message: t('photoContest.submit.needPhoto'), field: 'mediaId' });
    if (!title.trim()) return setRefusal({ message: t('photoContest.submit.needTitle'), field: 'title' });
    setRefusal(null);
    setSending(true);
    const answer = await photoContests.enter(
      contestId,
      { mediaId: photos[0].id, title: title.trim(), caption: caption.trim(), ...(place ? { placeId: place.id } : {}) },
      setRefusal,
    );
    setSending(false);
    if (answer) {
      setPhotos([]);
      setTitle('');
      setCaption('');
      setPlace(null);
      setSent(true);
      onSent();
    }
  };
  const locked = sending || !open || full;
  return (
    <section className="pc-section" aria-labelledby="pc-submit-heading">
      <h2 id="pc-submit-heading">{t('photoContest.submit.heading')}</h2>
      {!open && <p className="pc-meta">{t('photoContest.submit.closed')}</p>}
      {open && full && <p className="pc-meta">{t('photoContest.submit.full')}</p>}
      <form
        className="pc-card pc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <div>
          <p className="pc-label">{t('photoContest.submit.photo')}</p>
          <PhotoPicker value={photos} onChange={setPhotos} max={1} disabled={locked} />
        </div>
        <label className="pc-label">
          {t('photoContest.submit.title')}
          <input
            className="pc-input"
            value={title}
            maxLength={30}
            disabled={locked}
            aria-invalid={refusal?.field === 'title' || undefined}
            placeholder={t('photoContest.submit.titlePlaceholder')}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <label className="pc-label">
          {t('photoContest.submit.caption')}
          <textarea
            className="pc-input pc-textarea"
            value={caption}
            maxLength={300}
            disabled={locked}
            aria-invalid={refusal?.field === 'caption' || undefined}
            placeholder={t('photoContest.submit.captionPlaceholder')}
            onChange={(e) => setCaption(e.target.value)}
          />
        </label>
        <PlaceChooser value={place} onChange={setPlace} disabled={locked} />
        {refusal && (
          <Refused className="pc-said is-refused" message={refusal.message} />
        )}
        {sent && (
          <p className="pc-said" role="status">
            {t('photoContest.submit.sent')}
          </p>
        )}
        <button type="submit" className="pc-btn" disabled={locked}>
          {t(sending ? 'photoContest.submit.busy' : 'photoContest.submit.go')}
        </button>
      </form>
    </section>
  );
}
