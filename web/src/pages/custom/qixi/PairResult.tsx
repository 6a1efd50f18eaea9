// The shared result: the same score for both of the pair, how many answers met, a line for
// the level, and each question with both answers side by side; then what the pair earned.
import type { QixiPair } from '../../../api/qixi';
import { t, type MessageKey } from '../../../i18n';

const LEVEL: Record<string, MessageKey> = {
  soulmates: 'qixi.result.level.soulmates',
  in_tune: 'qixi.result.level.in_tune',
  complementary: 'qixi.result.level.complementary',
};

export function PairResult({ pair }: { pair: QixiPair }) {
  const r = pair.result;
  if (!r) return null;
  const chance = r.chance;
  return (
    <section className="qx-card qx-result" aria-labelledby="qx-result-title">
      <h2 id="qx-result-title">{t('qixi.result.title')}</h2>
      {pair.partner && <p className="cmp-muted qx-center">{t('qixi.result.with', { name: pair.partner })}</p>}
      <div className="qx-score" style={{ ['--qx-score' as string]: `${r.score}` }} role="img" aria-label={`${t('qixi.result.score')} ${t('qixi.result.scoreValue', { score: r.score })}`}>
        <span className="qx-score__n" aria-hidden="true">
          {r.score}
        </span>
        <span className="qx-score__label" aria-hidden="true">
          {t('qixi.result.score')}
        </span>
      </div>
      <p className="qx-center qx-result__same">{t('qixi.result.same', { same: r.same, total: r.total })}</p>
      <p className="qx-center qx-result__level">{t(LEVEL[r.level] ?? 'qixi.result.level.in_tune')}</p>
      {chance && (
        <p className="qx-chance" role="status">
          {chance.outcome === 'earned'
            ? t('qixi.result.chance.earned', { n: chance.chances })
            : chance.outcome === 'already'
              ? t('qixi.result.chance.already')
              : (chance.message ?? '')}
        </p>
      )}
      <h3 className="qx-result__sub">{t('qixi.result.answers')}</h3>
      <ol className="qx-items">
        {r.items.map((it, i) => (
          <li key={i} className="qx-item" data-same={it.same || undefined}>
            <p className="qx-item__q">{it.question}</p>
            <p className="qx-item__a">
              <span className="qx-item__who">{t('qixi.result.mine')}</span>
              {it.options[it.mine]}
            </p>
            <p className="qx-item__a">
              <span className="qx-item__who">{t('qixi.result.theirs')}</span>
              {it.options[it.theirs]}
            </p>
            <p className="qx-item__tag">{t(it.same ? 'qixi.result.alike' : 'qixi.result.differ')}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
