import { describe, expect, it } from 'vitest';
import {
  clearCheckoutStorage,
  readBankOrderKey,
  readCheckoutForm,
  readSelectedPlan,
  storeBankOrderKey,
  storeCheckoutForm,
  storeSelectedPlan,
} from './browser-storage';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('browser-held checkout values', () => {
  it('stores and reads back the plan, refusing unknown values', () => {
    const s = memoryStorage();
    expect(readSelectedPlan(s)).toBeNull();
    expect(storeSelectedPlan('event', s)).toBe(true);
    expect(readSelectedPlan(s)).toBe('event');
    s.setItem('selectedPlan', 'premium');
    expect(readSelectedPlan(s)).toBeNull();
    s.setItem('selectedPlan', JSON.stringify({ type: 'tour', price: 1 }));
    expect(readSelectedPlan(s)).toBe('tour');
    s.setItem('selectedPlan', '{not json');
    expect(readSelectedPlan(s)).toBeNull();
  });

  it('stores the form as JSON and clears both values', () => {
    const s = memoryStorage();
    storeSelectedPlan('tour', s);
    storeCheckoutForm({ businessName: 'Roti Shop' }, s);
    expect(readCheckoutForm(s)).toEqual({ businessName: 'Roti Shop' });
    clearCheckoutStorage(s);
    expect(s.map.size).toBe(0);
    expect(readCheckoutForm(s)).toBeNull();
  });

  it('keeps the bank-transfer order key until the checkout is cleared, refusing malformed keys', () => {
    const s = memoryStorage();
    expect(readBankOrderKey(s)).toBeNull();
    storeBankOrderKey('0123456789abcdef0123456789abcdef', s);
    expect(readBankOrderKey(s)).toBe('0123456789abcdef0123456789abcdef');
    s.setItem('bankTransferOrderKey', 'short');
    expect(readBankOrderKey(s)).toBeNull();
    storeBankOrderKey('0123456789abcdef0123456789abcdef', s);
    clearCheckoutStorage(s);
    expect(readBankOrderKey(s)).toBeNull();
  });

  it('reports failure when storage throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(storeSelectedPlan('event', broken)).toBe(false);
    expect(readSelectedPlan(broken)).toBeNull();
    expect(storeSelectedPlan('event', null)).toBe(false);
    expect(() => clearCheckoutStorage(broken)).not.toThrow();
    expect(() => storeBankOrderKey('0123456789abcdef0123456789abcdef', broken)).not.toThrow();
    expect(readBankOrderKey(broken)).toBeNull();
  });
});
