// What the quiz (custom/answer/*) and the persona test (spring/*) share (docs/QUIZ.md): their
// calls, the sign-in prompt (both are taken signed in) and their look.
import './Quiz.css';

export { quiz } from './calls';
export { SignInFirst, useSignedIn } from './SignInFirst';
export { NoAttempt } from './NoAttempt';
