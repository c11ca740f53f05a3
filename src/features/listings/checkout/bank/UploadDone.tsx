/** The 'Receipt Uploaded!' confirmation with next steps (spec section 2), with the payment result's icon and next-steps box. */
import type { ReactElement, Ref } from 'react';
import NextSteps from '~/features/listings/checkout/result/NextSteps';
import ResultIcon from '~/features/listings/checkout/result/ResultIcon';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  homePath: string;
  /** The heading, which takes focus once the receipt is stored. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The confirmation. */
export default function UploadDone({ strings: s, homePath, headingRef }: Props): ReactElement {
  return (
    <section className="mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-sm" data-testid="receipt-done">
      <ResultIcon result="success" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold" data-done-heading>
        {s.doneTitle}
      </h2>
      <p className="mt-2">{s.doneText}</p>
      <NextSteps title={s.nextTitle} steps={[s.next1, s.next2, s.next3]} />
      <a className="btn btn-primary mt-6" href={homePath}>
        {s.home}
      </a>
    </section>
  );
}
