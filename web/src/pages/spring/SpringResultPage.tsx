// spring/result (docs/QUIZ.md): the visitor's own persona result, with the share poster.
import { PersonaResultPage } from './PersonaResult';

export default function SpringResultPage() {
  return <PersonaResultPage own />;
}
