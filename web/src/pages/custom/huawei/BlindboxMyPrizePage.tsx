// custom/huawei/myprize: the visitor's prizes — the blind-box's and every other campaign's and
// the shop's (the app's one 我的奖品 page: the shop, the points page and the quiz lead here) —
// each with its campaign, its state, its code and QR while it can be claimed, and the way to
// the delivery address. Pull-down refresh.
import { CampaignMyPrizesPage } from '../../../features/campaign';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxMyPrizePage() {
  return (
    <CampaignMyPrizesPage
      address="pages/custom/huawei/user"
      empty={{ label: 'blindbox.box.open', to: 'pages/custom/huawei/index' }}
      className="bbx"
      nav={<BlindboxNav />}
    />
  );
}
