/** The bank account and the important notes of the bank-transfer screen (presentational). */
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
}

/** Account details as a description list, then the notes. */
export default function BankDetails({ account, strings: s }: Props) {
  const rows: [string, string][] = [
    [s.bankName, account.bankName],
    [s.accountName, account.accountName],
    [s.accountNumber, account.accountNumber],
    [s.currency, account.currency],
  ];
  return (
    <>
      <section aria-labelledby="bank-details-title" className="rounded-box border border-base-300 bg-base-100 p-6 shadow-sm">
        <h2 id="bank-details-title" className="text-xl font-bold">
          {s.detailsTitle}
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-sm text-base-content/80">{label}</dt>
              <dd className="font-mono font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="bank-notes-title" className="rounded-box bg-warning/15 p-6">
        <h2 id="bank-notes-title" className="text-lg font-bold">
          {s.notesTitle}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>{s.note1}</li>
          <li>{s.note2}</li>
          <li>{s.note3}</li>
          <li>{s.note4}</li>
        </ul>
      </section>
    </>
  );
}
