// custom/ninghai/activestart (docs/STAMPS.md): 宁海's stamp campaign, its rules and route.
import { NINGHAI, StampStart } from '../../../features/stamps';

export default function NinghaiStartPage() {
  return <StampStart look={NINGHAI} />;
}
