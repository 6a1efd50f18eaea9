// custom/huawei/gift: the blind-box's prize pool (what is left, the chance per opening) and
// its latest winners.
import { CampaignPoolPage } from '../../../features/campaign';
import { WithBlindbox } from './BlindboxGate';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxGiftPage() {
  return <WithBlindbox>{(id) => <CampaignPoolPage campaignId={id} className="bbx" nav={<BlindboxNav />} />}</WithBlindbox>;
}
