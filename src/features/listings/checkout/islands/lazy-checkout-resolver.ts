/**
 * The checkout form's zod resolver, loaded with the schema on first use. zod (about 30 KB gzip)
 * then stays out of the page's first view on a phone: the server renders a working form, and the
 * browser needs the schema only once the visitor leaves a field or submits.
 * If the code cannot be loaded (a dropped connection), the resolver rejects with
 * SchemaUnavailableError, so a submit can send the form to the server, which checks it; the next
 * check tries the load again. (react-hook-form names the fields on every call, submits included,
 * so a field check cannot be told apart and let through without letting a submit through too.)
 */
import type { Resolver } from 'react-hook-form';
import type { CheckoutForm, CheckoutFormInput, CheckoutMessages } from '~/features/listings/checkout/schemas';

export class SchemaUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The checkout form schema could not be loaded', { cause });
    this.name = 'SchemaUnavailableError';
  }
}

type CheckoutResolver = Resolver<CheckoutFormInput, unknown, CheckoutForm>;

/** Loads the resolver and schema modules; replaceable in tests. */
export type LoadResolver = (messages: CheckoutMessages) => Promise<CheckoutResolver>;

const loadZodResolver: LoadResolver = async (messages) => {
  const [{ zodResolver }, { makeCheckoutFormSchema }] = await Promise.all([import('@hookform/resolvers/zod'), import('~/features/listings/checkout/schemas')]);
  return zodResolver(makeCheckoutFormSchema(messages));
};

/** A resolver that loads the real one on first call and retries the load after a failure. */
export function makeLazyCheckoutResolver(messages: CheckoutMessages, load: LoadResolver = loadZodResolver): CheckoutResolver {
  let loading: Promise<CheckoutResolver> | null = null;
  return async (values, context, options) => {
    loading ??= load(messages);
    let resolve: CheckoutResolver;
    try {
      resolve = await loading;
    } catch (error) {
      loading = null;
      throw new SchemaUnavailableError(error);
    }
    return resolve(values, context, options);
  };
}
