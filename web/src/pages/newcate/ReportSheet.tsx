// 举报: the reasons as large choices in a sheet from the bottom.
import '../../ui/antd';
import Popup from 'antd-mobile/es/components/popup';
import { REPORT_REASONS, type ReportReason } from '../../api/reviews';
import { t } from '../../i18n';

export function ReportSheet({ open, onPick, onClose }: { open: boolean; onPick: (reason: ReportReason) => void; onClose: () => void }) {
  return (
    <Popup visible={open} onMaskClick={onClose} onClose={onClose} position="bottom" destroyOnClose bodyClassName="rv-report">
      <h2 className="rv-report__title">{t('reviews.reportTitle')}</h2>
      <ul className="rv-report__reasons">
        {REPORT_REASONS.map((r) => (
          <li key={r}>
            <button type="button" className="rv-report__reason" onClick={() => onPick(r)}>
              {t(`reviews.reason.${r}`)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="yz-btn rv-report__cancel" onClick={onClose}>
        {t('reviews.reportCancel')}
      </button>
    </Popup>
  );
}
