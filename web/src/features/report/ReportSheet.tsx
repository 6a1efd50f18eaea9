// 举报: the reasons as large choices in a sheet from the bottom. Picking one sends the report
// through the page's typed call and says how it went; the sheet closes either way.
import '../../ui/antd';
import Popup from 'antd-mobile/es/components/popup';
import { t } from '../../i18n';
import { toastFeedback } from '../../ui/feedback';
import { REPORT_REASONS, type ReportReason, type ReportedKind } from './reasons';
import './report.css';

export interface ReportSheetProps {
  /** What is reported (the title names it). */
  kind: ReportedKind;
  /** The page's report call: its answer, or `false` when it did not go through. */
  send: (reason: ReportReason) => Promise<unknown>;
  onClose: () => void;
  /** After the server took the report. */
  onDone?: () => void;
}

export function ReportSheet({ kind, send, onClose, onDone }: ReportSheetProps) {
  const pick = async (reason: ReportReason) => {
    onClose();
    const done = await send(reason);
    toastFeedback.toast(t(done ? 'report.done' : 'report.failed'));
    if (done) onDone?.();
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} position="bottom" destroyOnClose bodyClassName="yz-report">
      <h2 className="yz-report__title">{t(`report.title.${kind}`)}</h2>
      <ul className="yz-report__reasons">
        {REPORT_REASONS.map((r) => (
          <li key={r}>
            <button type="button" className="yz-report__reason" onClick={() => void pick(r)}>
              {t(`report.reason.${r}`)}
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="yz-btn yz-report__cancel" onClick={onClose}>
        {t('report.cancel')}
      </button>
    </Popup>
  );
}
