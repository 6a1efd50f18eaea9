// The prompt a campaign page shows until the visitor signs in.
import { SignInFirst } from '../../ui/SignInFirst';

export function SignInPrompt() {
  return <SignInFirst lead="campaign.signIn.lead" go="campaign.signIn.go" className="cmp-card cmp-signin" buttonClassName="cmp-btn" />;
}
