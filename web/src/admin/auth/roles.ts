// What each role may do, as docs/OPERATORS.md's table says. The console only hides what a
// role cannot do; the server decides every call (and its 40300 message is shown).
import type { OperatorView, Role } from '../api/client';

export const ROLE_NAMES: Record<Role, string> = {
  province_admin: '省级管理员',
  city_editor: '市级编辑',
  county_editor: '县级编辑',
  moderator: '审核员',
  analyst: '分析员',
};

/** `provinceDashboard`: page views and searches, which have no region (admins and analysts). */
/** `camping`: 露营报名, the sign-ups of the camping events in one's region (numbers in full or
 * masked, as the server decides). */
/** `prizes`: 奖品核销 and the campaigns list; `editCampaigns`: changing a campaign (province admins). */
/** `draftCampaigns`: creating campaigns as drafts (an editor's publish submits theirs for approval). */
export type Ability = 'operators' | 'readContent' | 'editContent' | 'publish' | 'moderate' | 'dashboard' | 'provinceDashboard' | 'live' | 'prizes' | 'editCampaigns' | 'draftCampaigns' | 'camping';

const ABILITIES: Record<Role, readonly Ability[]> = {
  province_admin: ['operators', 'readContent', 'editContent', 'publish', 'moderate', 'dashboard', 'provinceDashboard', 'live', 'prizes', 'editCampaigns', 'draftCampaigns', 'camping'],
  city_editor: ['readContent', 'editContent', 'publish', 'dashboard', 'live', 'draftCampaigns', 'camping'],
  county_editor: ['readContent', 'editContent', 'dashboard', 'live', 'draftCampaigns', 'camping'],
  moderator: ['readContent', 'moderate', 'prizes'],
  analyst: ['readContent', 'dashboard', 'provinceDashboard'],
};

export function can(op: Pick<OperatorView, 'role'> | null | undefined, ability: Ability): boolean {
  return !!op && ABILITIES[op.role]?.includes(ability);
}
