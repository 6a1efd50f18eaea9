// The sign-in prompt of the game, which is played signed in.
import { SignInFirst as Prompt } from '../../../ui/SignInFirst';

export { useSignedIn } from '../../../ui/SignInFirst';

export function SignInFirst() {
  return <Prompt lead="wukong.signIn.lead" go="wukong.signIn.go" className="wk-signin" buttonClassName="wk-btn" />;
}
