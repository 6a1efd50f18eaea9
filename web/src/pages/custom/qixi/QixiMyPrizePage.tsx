// custom/qixi/myprize: the visitor's prizes from the Qixi draw, each with its state, its
// code and QR while it can be claimed, and the way to the delivery address. Pull-down refresh.
import { CampaignMyPrizesPage } from '../../../features/campaign';
import { WithQixi } from './QixiGate';
import { QixiNav } from './QixiNav';
import './Qixi.css';

export default function QixiMyPrizePage() {
  return (
    <WithQixi>
      {(id) => (
        <CampaignMyPrizesPage
          campaignId={id}
          address="pages/custom/qixi/user"
          empty={{ label: 'qixi.start.go', to: 'pages/custom/qixi/index' }}
          className="qx"
          nav={<QixiNav />}
        />
      )}
    </WithQixi>
  );
}
