import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { pickStrings } from '~/i18n';
import { filledCheckoutForm } from '~/features/listings/checkout/filled-checkout-form';
import { emptyCheckoutForm } from '~/features/listings/checkout/form-fields';
import { checkoutMessageKeys, type CheckoutFormInput } from '~/features/listings/checkout/schemas';
import { makeLazyCheckoutResolver, SchemaUnavailableError, type LoadResolver } from './lazy-checkout-resolver';

const messages = pickStrings('nl', checkoutMessageKeys);
const submitOptions = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<CheckoutFormInput>;
const fieldOptions = { ...submitOptions, names: ['email'] } as ResolverOptions<CheckoutFormInput>;

describe('the lazily loaded checkout resolver', () => {
  it('loads zod and the shared schema on first use, and checks with the Dutch messages', async () => {
    const resolve = makeLazyCheckoutResolver(messages);
    const result = await resolve({ ...emptyCheckoutForm, email: 'nope' }, undefined, submitOptions);
    expect(result.errors.email?.message).toBe('Vul een geldig e-mailadres in');
    expect(result.errors.businessName?.message).toBe('De bedrijfsnaam moet minstens 2 tekens hebben');
    const valid = await resolve(filledCheckoutForm, undefined, submitOptions);
    expect(valid.errors).toEqual({});
    expect(valid.values).toMatchObject({ businessName: 'Roti Shop', currency: 'SRD' });
  });

  it('rejects while the code cannot load, and loads it on a later try', async () => {
    const load = vi.fn<LoadResolver>().mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    load.mockImplementation(async () => async () => ({ values: {}, errors: { email: { type: 'x', message: 'checked' } } }));
    const resolve = makeLazyCheckoutResolver(messages, load);
    await expect(resolve(emptyCheckoutForm, undefined, fieldOptions)).rejects.toBeInstanceOf(SchemaUnavailableError);
    await expect(resolve(emptyCheckoutForm, undefined, submitOptions)).rejects.toBeInstanceOf(SchemaUnavailableError);
    expect((await resolve(emptyCheckoutForm, undefined, submitOptions)).errors.email?.message).toBe('checked');
    await resolve(emptyCheckoutForm, undefined, submitOptions);
    expect(load).toHaveBeenCalledTimes(3);
  });
});
