// custom/qixi/rule: the Qixi campaign's rules, from the campaign itself.
import { CampaignRulesPage } from '../../../features/campaign';
import { QIXI } from './qixi';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiRulePage() {
  return <CampaignRulesPage campaignId={QIXI} className="qx" nav={<QixiNav />} />;
}
