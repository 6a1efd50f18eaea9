// Whether the visitor is signed in, and the prompt a page shows until they are: the pages
// whose actions are the visitor's own (campaigns, the quiz and persona test, the games).
import { t, type MessageKey } from '../i18n';
import { offerSignIn } from './FavouriteHeart';

export { useSignedIn } from './signIn';

/** The page's own words for why to sign in, and its own look. */
export interface SignInFirstProps {
  lead: MessageKey;
  go: MessageKey;
  className: string;
  buttonClassName: string;
}

export function SignInFirst({ lead, go, className, buttonClassName }: SignInFirstProps) {
  return (
    <section className={className} role="status">
      <p>{t(lead)}</p>
      <button type="button" className={buttonClassName} onClick={offerSignIn}>
        {t(go)}
      </button>
    </section>
  );
}
