// custom/qixi/rule: the Qixi campaign's rules, from the campaign itself.
import { CampaignRulesPage } from '../../../features/campaign';
import { WithQixi } from './QixiGate';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiRulePage() {
  return <WithQixi>{(id) => <CampaignRulesPage campaignId={id} className="qx" nav={<QixiNav />} />}</WithQixi>;
}
