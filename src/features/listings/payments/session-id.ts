/** Checkout Session ids as they arrive in the success URL. */
import { z } from 'zod';

/** A Stripe Checkout Session id ('cs_test_…' or 'cs_live_…'). */
export const sessionIdSchema = z.string().regex(/^cs_(test|live)_[A-Za-z0-9]{1,250}$/);
