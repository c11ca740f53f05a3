/**
 * The checkout form island's props, made on the server from what the page decided: the strings
 * and messages in the page's language, the values and messages of a refused post, and which field
 * takes focus on load. Kept out of the page so it can be tested.
 */
import { pickNamedStrings, pickStrings, type Locale } from '~/i18n';
import type { PlanType } from '~/features/listings/plans/catalog';
import { checkoutFormStringKeys, type CheckoutFormStrings } from './checkout-form-rules';
import { checkoutFields, emptyCheckoutForm, type CheckoutField, type CheckoutFieldErrors } from './form-fields';
import { checkoutMessageKeys, type CheckoutFormInput, type CheckoutMessages } from './schemas';

export interface CheckoutFormInputProps {
  lang: Locale;
  planType: PlanType;
  cardAvailable: boolean;
  /** Where the form posts without JavaScript: this page, with its ?plan=. */
  action: string;
  /** Idempotency key of the bank-transfer order the form makes when posted without JavaScript. */
  orderKey: string;
  bankTransferPath: string;
  /** The card amount as shown, e.g. '$33 USD'. */
  usdPrice: string;
  /** A posted form the server sent back (or a renewal's prefill): its values, its messages, and whether Stripe failed. */
  initialValues?: CheckoutFormInput;
  initialErrors?: CheckoutFieldErrors & { _form?: string };
  paymentFailed?: boolean;
  /** A checked renewal link's token: the card order is tied to the listing it renews. */
  renewToken?: string;
}

/** What the island gets: the page's facts as they came, and the form's starting state worked out. */
export interface CheckoutFormProps extends Pick<
  CheckoutFormInputProps,
  'lang' | 'planType' | 'cardAvailable' | 'action' | 'orderKey' | 'bankTransferPath' | 'usdPrice' | 'renewToken'
> {
  /** The values the form starts with (the spec's defaults, or what the server sent back). */
  values: CheckoutFormInput;
  /** The server's message per field after a refused post. */
  errors: CheckoutFieldErrors;
  /** The server's alert above the button: Stripe failed, or the form could not be read. */
  serverAlert: string | null;
  /** The field focused on load: the first the server found wrong. */
  focusField: CheckoutField | null;
  strings: CheckoutFormStrings;
  messages: CheckoutMessages;
}

/** The island's props for a page's form. */
export function makeCheckoutFormProps(input: CheckoutFormInputProps): CheckoutFormProps {
  const { initialValues, initialErrors = {}, paymentFailed = false, ...rest } = input;
  const strings = pickNamedStrings(input.lang, checkoutFormStringKeys);
  const { _form: formError, ...errors } = initialErrors;
  return {
    ...rest,
    values: { ...emptyCheckoutForm, ...initialValues },
    errors,
    serverAlert: paymentFailed ? `${strings.paymentFailedTitle} - ${strings.paymentFailedText}` : (formError ?? null),
    focusField: checkoutFields.find((name) => errors[name]) ?? null,
    strings,
    messages: pickStrings(input.lang, checkoutMessageKeys),
  };
}
