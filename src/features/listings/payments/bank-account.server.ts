/** The SRD bank account shown on the bank-transfer screen, from the environment with fictional demo defaults. */

export interface BankAccount {
  bankName: string;
  accountName: string;
  accountNumber: string;
  /** Only an SRD account exists (spec section 9). */
  currency: 'SRD';
}

/** The bank account for transfers. */
export function getBankAccount(env: NodeJS.ProcessEnv = process.env): BankAccount {
  return {
    bankName: env.BANK_NAME?.trim() || 'Demo Bank of Suriname',
    accountName: env.BANK_ACCOUNT_NAME?.trim() || 'Suriname Guide N.V.',
    accountNumber: env.BANK_ACCOUNT_NUMBER?.trim() || '000 1234 567',
    currency: 'SRD',
  };
}
