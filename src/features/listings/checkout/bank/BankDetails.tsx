/** The bank account and the important notes of the bank-transfer screen: the account number with a 'Copy' button, then the notes. */
import type { ReactElement } from 'react';
import DetailRow from './DetailRow';
import type { BankTransferStrings } from './strings';

export interface BankAccountView {
  bankName: string;
  accountName: string;
  accountNumber: string;
  currency: string;
}

interface Props {
  account: BankAccountView;
  strings: BankTransferStrings;
  live: boolean;
  announce: (text: string) => void;
}

/** The account and the notes. */
export default function BankDetails({ account, strings: s, live, announce }: Props): ReactElement {
  return (
    <>
      <section aria-labelledby="bank-details-title" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
        <h2 id="bank-details-title" className="text-xl font-bold">
          {s.detailsTitle}
        </h2>
        <dl className="mt-2">
          <DetailRow label={s.bankName} id="bank-name">
            {account.bankName}
          </DetailRow>
          <DetailRow label={s.accountName} id="bank-account-name">
            {account.accountName}
          </DetailRow>
          {/* Copied without its spaces, as bank apps want it. */}
          <DetailRow label={s.accountNumber} id="bank-account-number" copy={account.accountNumber.replace(/\s+/g, '')} copying={{ strings: s, live, announce }}>
            {account.accountNumber}
          </DetailRow>
          <DetailRow label={s.currency} id="bank-currency">
            {account.currency}
          </DetailRow>
        </dl>
      </section>
      <section aria-labelledby="bank-notes-title" className="rounded-box border border-warning/40 bg-warning/10 p-5 sm:p-6">
        <h2 id="bank-notes-title" className="text-lg font-bold">
          {s.notesTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
          <li>{s.note1}</li>
          <li>{s.note2}</li>
          <li>{s.note3}</li>
          <li>{s.note4}</li>
        </ul>
      </section>
    </>
  );
}
