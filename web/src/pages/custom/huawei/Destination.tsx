// The destination an opened box names: the place with its city and county and its cover, a
// link to its page, and the check-in that earns more chances once the visitor is within 500 m.
import { useState } from 'react';
import { checkInAt, type TaskPlace } from '../../../features/campaign';
import { t } from '../../../i18n';
import { pageUrl } from '../../../lib/pageUrl';
import { Link } from '../../../ui/Link';
import { Cover } from '../../../ui/place/Cover';

export function Destination({
  campaignId,
  place,
  chances,
  onChanged,
  canCheckIn,
}: {
  campaignId: string;
  place: TaskPlace;
  chances: number;
  onChanged: () => void;
  canCheckIn: boolean;
}) {
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const checkIn = async () => {
    setBusy(true);
    const ok = await checkInAt(campaignId, place.id, setNote);
    setBusy(false);
    if (ok) onChanged();
  };
  return (
    <div className="bbx-dest" data-place={place.id}>
      {place.cover && <Cover className="bbx-dest__cover" src={place.cover} name={place.name} width={640} height={300} />}
      <div className="bbx-dest__text">
        <p className="bbx-dest__label">{t('blindbox.dest.title')}</p>
        <p className="bbx-dest__name">{place.name}</p>
        <p className="cmp-muted">{t('blindbox.dest.where', { city: place.city, county: place.county })}</p>
        <p className="cmp-muted">{t('blindbox.dest.lead', { n: chances })}</p>
      </div>
      <div className="bbx-dest__actions">
        <Link className="cmp-btn cmp-btn--ghost" to={pageUrl('pages/poi/detail/scenic', { id: place.id })}>
          {t('blindbox.dest.view')}
        </Link>
        <button type="button" className="cmp-btn" disabled={busy || !canCheckIn} onClick={() => void checkIn()}>
          {t('blindbox.dest.checkin')}
        </button>
      </div>
      {note && (
        <p className="cmp-note" role="status">
          {note}
        </p>
      )}
    </div>
  );
}
