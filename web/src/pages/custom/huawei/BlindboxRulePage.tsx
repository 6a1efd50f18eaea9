// custom/huawei/rule: the blind-box's rules, from the campaign itself.
import { CampaignRulesPage } from '../../../features/campaign';
import { BLINDBOX } from './blindbox';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxRulePage() {
  return <CampaignRulesPage campaignId={BLINDBOX} className="bbx" nav={<BlindboxNav />} />;
}
