// pages/custom/suichang/result?keyword=…: what the search finds within Suichang county.
import { useSearchParams } from 'react-router';
import { t } from '../../../i18n';
import { SuichangFrame } from './Frame';
import { SearchBar } from './SearchBar';
import { SuichangResults } from './Results';

export default function SuichangResultPage() {
  const [params] = useSearchParams();
  const keyword = params.get('keyword')?.trim() ?? '';
  return (
    <SuichangFrame>
      <main className="sc-main">
        <SearchBar key={keyword} initial={keyword} />
        <h2>{keyword ? t('suichang.result.heading', { keyword }) : t('suichang.result.all')}</h2>
        <SuichangResults keyword={keyword} />
      </main>
    </SuichangFrame>
  );
}
