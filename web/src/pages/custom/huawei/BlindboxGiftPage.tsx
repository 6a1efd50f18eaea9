// custom/huawei/gift: the blind-box's prize pool (what is left, the chance per opening) and
// its latest winners.
import { CampaignPoolPage } from '../../../features/campaign';
import { BLINDBOX } from './blindbox';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxGiftPage() {
  return <CampaignPoolPage campaignId={BLINDBOX} className="bbx" nav={<BlindboxNav />} />;
}
