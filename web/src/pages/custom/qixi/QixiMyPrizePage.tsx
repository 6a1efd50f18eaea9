// custom/qixi/myprize: the visitor's prizes from the Qixi draw, each with its state, its
// code and QR while it can be claimed, and the way to the delivery address. Pull-down refresh.
import { useNavigate } from 'react-router';
import { MyPrizesList, SignInPrompt, useMyPrizes, useSignedIn } from '../../../features/campaign';
import { pageUrl } from '../../../lib/pageUrl';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { QIXI } from './qixi';
import { QixiNav } from './QixiNav';
import { usePageRefresh } from './usePageRefresh';
import './Qixi.css';

function Prizes() {
  const state = useMyPrizes();
  const navigate = useNavigate();
  return (
    <MyPrizesList
      campaignId={QIXI}
      state={state}
      addressUrl={(p) => pageUrl('pages/custom/qixi/user', { id: p.id })}
      empty={{ label: 'qixi.start.go', onClick: () => navigate(pageUrl('pages/custom/qixi/index')) }}
    />
  );
}

export default function QixiMyPrizePage() {
  const signedIn = useSignedIn();
  const { handlers, indicator } = usePageRefresh();
  return (
    <div className="cmp-page qx" {...handlers}>
      {indicator}
      {signedIn === null ? <PageSkeleton rows={3} /> : signedIn ? <Prizes /> : <SignInPrompt />}
      <QixiNav />
    </div>
  );
}
