// custom/huawei/rule: the blind-box's rules, from the campaign itself.
import { CampaignRulesPage } from '../../../features/campaign';
import { WithBlindbox } from './BlindboxGate';
import { BlindboxNav } from './BlindboxNav';
import './Blindbox.css';

export default function BlindboxRulePage() {
  return <WithBlindbox>{(id) => <CampaignRulesPage campaignId={id} className="bbx" nav={<BlindboxNav />} />}</WithBlindbox>;
}
