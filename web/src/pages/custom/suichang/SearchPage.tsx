// pages/custom/suichang/search: the sub-site's front: a search box and every place in Suichang.
import { t } from '../../../i18n';
import { SuichangFrame } from './Frame';
import { SearchBar } from './SearchBar';
import { SuichangResults } from './Results';

export default function SuichangSearchPage() {
  return (
    <SuichangFrame>
      <main className="sc-main">
        <h2>{t('suichang.search.heading')}</h2>
        <SearchBar />
        <h2>{t('suichang.search.browse')}</h2>
        <SuichangResults keyword="" />
      </main>
    </SuichangFrame>
  );
}
