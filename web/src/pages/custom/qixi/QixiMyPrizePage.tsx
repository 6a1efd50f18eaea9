// custom/qixi/myprize: the visitor's prizes from the Qixi draw, each with its state, its
// code and QR while it can be claimed, and the way to the delivery address. Pull-down refresh.
import { CampaignMyPrizesPage } from '../../../features/campaign';
import { QIXI } from './qixi';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiMyPrizePage() {
  return (
    <CampaignMyPrizesPage
      campaignId={QIXI}
      address="pages/custom/qixi/user"
      empty={{ label: 'qixi.start.go', to: 'pages/custom/qixi/index' }}
      className="qx"
      nav={<QixiNav />}
    />
  );
}
