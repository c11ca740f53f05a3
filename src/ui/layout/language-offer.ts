/**
 * The language offer: a returning visitor whose stored language differs from the page's is
 * offered the other version in a small bar; nobody is redirected, so shared links and search
 * engines always get the page they asked for. 'Stay' hides the offer for this browser session
 * and stores nothing new.
 */
import { trackEvent } from '~/platform/analytics/track';
import { readPreferredLanguage } from '~/platform/i18n/language-preference';

const OFFER_DISMISSED_KEY = 'languageOfferDismissed';

function readDismissed(): boolean {
  try {
    return sessionStorage.getItem(OFFER_DISMISSED_KEY) === '1';
  } catch {
    return false;
  }
}

function storeDismissed(): void {
  try {
    sessionStorage.setItem(OFFER_DISMISSED_KEY, '1');
  } catch {
    // Storage refused (private mode): the offer simply comes back on the next page.
  }
}

/** Shows the offer when the stored language is the one this page offers and it was not dismissed. */
export function initLanguageOffer(): void {
  const offer = document.getElementById('language-offer');
  const offered = offer?.dataset.offerLang;
  if (!offer || !offered || readPreferredLanguage() !== offered || readDismissed()) return;
  offer.hidden = false;
  offer.querySelector('[data-offer-dismiss]')?.addEventListener('click', () => {
    storeDismissed();
    offer.hidden = true;
    document.getElementById('main')?.focus({ preventScroll: true });
  });
  offer.querySelector('[data-offer-switch]')?.addEventListener('click', () => trackEvent('language_change', { language: offered }));
}
