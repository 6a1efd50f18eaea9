// The sign-in prompt of spot the difference, whose rounds are played signed in.
import { SignInFirst as Prompt } from '../../ui/SignInFirst';

export { useSignedIn } from '../../ui/SignInFirst';

export function SignInFirst() {
  return <Prompt lead="found.signIn.lead" go="found.signIn.go" className="found-signin" buttonClassName="found-btn" />;
}
