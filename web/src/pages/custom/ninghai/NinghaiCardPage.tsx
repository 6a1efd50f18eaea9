// custom/ninghai/active (docs/STAMPS.md): 宁海's stamp card at 前童古镇.
import { NINGHAI, StampCardView } from '../../../features/stamps';

export default function NinghaiCardPage() {
  return <StampCardView look={NINGHAI} />;
}
