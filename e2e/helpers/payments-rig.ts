/** The payments rig (Stripe mock and a server on a fixture copy) of one spec file, for the specs that pay or order. */
import { lateBound } from '../../tests/helpers/late-bound';
import { startPaymentsRig, type PaymentsRig } from '../../tests/payments/helpers';
import { test } from '../fixtures';

/** Call at the top level of a spec: started before its tests, stopped after; `url` makes a path absolute on its server. */
export function usePaymentsRig(): { rig: PaymentsRig; url: (path: string) => string } {
  let rig: PaymentsRig | undefined;
  test.beforeAll(async () => {
    rig = await startPaymentsRig(process.env.E2E_FIXTURE_DIR ?? '');
  });
  test.afterAll(() => rig?.stop());
  const current = lateBound(() => rig, 'The payments rig');
  return { rig: current, url: (path) => `${current.server.baseUrl}${path}` };
}
