// custom/qixi/gift: the Qixi campaign's prize pool (what is left, the chance per opening) and
// its latest winners.
import { CampaignPoolPage } from '../../../features/campaign';
import { QIXI } from './qixi';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiGiftPage() {
  return <CampaignPoolPage campaignId={QIXI} className="qx" nav={<QixiNav />} />;
}
