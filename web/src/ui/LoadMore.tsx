import { t } from '../i18n';
import './LoadMore.css';

export type LoadMoreStatus = 'more' | 'loading' | 'none';

/** The footer of a paged list: 加载更多 (tap to load), 正在加载, 没有更多了. */
export function LoadMore({ status, onMore }: { status: LoadMoreStatus; onMore?: () => void }) {
  if (status === 'more') {
    return (
      <button type="button" className="yz-loadmore yz-loadmore--button" onClick={onMore}>
        {t('loadmore.more')}
      </button>
    );
  }
  return (
    <p className="yz-loadmore" role="status">
      {t(status === 'loading' ? 'loadmore.loading' : 'loadmore.none')}
    </p>
  );
}
