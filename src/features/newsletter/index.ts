/** The public surface of the newsletter feature for other features (runs anywhere). */
export { SUBSCRIBE_PATH, isNewsletterPostPath, isOneClickUnsubscribe, newsletterPerEmail } from './newsletter';
