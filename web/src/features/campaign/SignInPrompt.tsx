// The prompt a campaign page shows until the visitor signs in.
import { t } from '../../i18n';
import { offerSignIn } from '../../ui/FavouriteHeart';

export function SignInPrompt() {
  return (
    <section className="cmp-card cmp-signin" role="status">
      <p>{t('campaign.signIn.lead')}</p>
      <button type="button" className="cmp-btn" onClick={offerSignIn}>
        {t('campaign.signIn.go')}
      </button>
    </section>
  );
}
