// custom/huawei/myprize: the visitor's prizes — the blind-box's and every other campaign's and
// the shop's (the app's one 我的奖品 page: the shop, the points page and the quiz lead here) —
// each with its campaign, its state, its code and QR while it can be claimed, and the way to
// the delivery address. Pull-down refresh.
import { useNavigate } from 'react-router';
import { MyPrizesList, SignInPrompt, useMyPrizes, useSignedIn } from '../../../features/campaign';
import { pageUrl } from '../../../lib/pageUrl';
import { PageSkeleton } from '../../../ui/PageSkeleton';
import { BlindboxNav } from './BlindboxNav';
import { usePageRefresh } from './usePageRefresh';
import './Blindbox.css';

function Prizes() {
  const state = useMyPrizes();
  const navigate = useNavigate();
  return (
    <MyPrizesList
      state={state}
      addressUrl={(p) => pageUrl('pages/custom/huawei/user', { id: p.id })}
      empty={{ label: 'blindbox.box.open', onClick: () => navigate(pageUrl('pages/custom/huawei/index')) }}
    />
  );
}

export default function BlindboxMyPrizePage() {
  const signedIn = useSignedIn();
  const { handlers, indicator } = usePageRefresh();
  return (
    <div className="cmp-page bbx" {...handlers}>
      {indicator}
      {signedIn === null ? <PageSkeleton rows={3} /> : signedIn ? <Prizes /> : <SignInPrompt />}
      <BlindboxNav />
    </div>
  );
}
