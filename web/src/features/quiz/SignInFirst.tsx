// The sign-in prompt of the quiz and the persona test, which are taken signed in.
import { SignInFirst as Prompt } from '../../ui/SignInFirst';

export { useSignedIn } from '../../ui/SignInFirst';

export function SignInFirst() {
  return <Prompt lead="quiz.signIn.lead" go="quiz.signIn.go" className="quiz-signin" buttonClassName="quiz-btn" />;
}
