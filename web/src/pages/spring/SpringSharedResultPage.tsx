// spring/result2 (docs/QUIZ.md): a persona result opened from a share link, for anyone.
import { PersonaResultPage } from './PersonaResult';

export default function SpringSharedResultPage() {
  return <PersonaResultPage own={false} />;
}
