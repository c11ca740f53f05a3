/** The bank account and the important notes of the bank-transfer screen. */
import DetailRow, { type CopyContext } from './DetailRow';

export interface BankAccountView {
  bankName: string;
  accountName: string;
  accountNumber: string;
  currency: string;
}

interface Props {
  account: BankAccountView;
  context: CopyContext;
}

/** Account details as a definition list (the account number with a 'Copy' button), then the notes. */
export default function BankDetails({ account, context }: Props) {
  const s = context.strings;
  return (
    <>
      <section aria-labelledby="bank-details-title" className="rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-6">
        <h2 id="bank-details-title" className="text-xl font-bold">
          {s.detailsTitle}
        </h2>
        <dl className="mt-2">
          <DetailRow label={s.bankName} id="bank-name" context={context}>
            {account.bankName}
          </DetailRow>
          <DetailRow label={s.accountName} id="bank-account-name" context={context}>
            {account.accountName}
          </DetailRow>
          {/* Copied without its spaces, as bank apps want it. */}
          <DetailRow label={s.accountNumber} id="bank-account-number" copy={account.accountNumber.replace(/\s+/g, '')} context={context}>
            {account.accountNumber}
          </DetailRow>
          <DetailRow label={s.currency} id="bank-currency" context={context}>
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
