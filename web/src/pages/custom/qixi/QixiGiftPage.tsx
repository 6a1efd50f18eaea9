// custom/qixi/gift: the Qixi campaign's prize pool (what is left, the chance per opening) and
// its latest winners.
import { CampaignPoolPage } from '../../../features/campaign';
import { WithQixi } from './QixiGate';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiGiftPage() {
  return <WithQixi>{(id) => <CampaignPoolPage campaignId={id} className="qx" nav={<QixiNav />} />}</WithQixi>;
}
