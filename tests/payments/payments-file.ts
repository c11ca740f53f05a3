/** One payments rig (Stripe mock and server on a fixture copy) and a signed-in admin, shared by every test of one file. */
import { afterAll, beforeAll, inject } from 'vitest';
import { signInAsAdmin, type AdminSession } from '../helpers/admin-session';
import { lateBound } from '../helpers/late-bound';
import { startPaymentsRig, type PaymentsRig } from './helpers';

/** Call at the top level of a test file: started before its tests, stopped after (read them inside tests). */
export function usePaymentsRig(): { rig: PaymentsRig; admin: AdminSession } {
  let rig: PaymentsRig | undefined;
  let admin: AdminSession | undefined;
  beforeAll(async () => {
    rig = await startPaymentsRig(inject('fixtureDir'));
    admin = await signInAsAdmin(rig.server.baseUrl);
  });
  afterAll(() => rig?.stop());
  return { rig: lateBound(() => rig, 'The payments rig'), admin: lateBound(() => admin, 'The admin session') };
}
