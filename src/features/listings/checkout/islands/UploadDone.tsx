/** The 'Receipt Uploaded!' confirmation with next steps (spec section 2). */
import { NextSteps, ResultIcon } from './ResultParts';
import type { Ref } from 'react';
import type { BankTransferStrings } from './strings';

interface Props {
  strings: BankTransferStrings;
  homePath: string;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Shown after a successful upload. */
export default function UploadDone({ strings: s, homePath, headingRef }: Props) {
  return (
    <section className="mx-auto max-w-xl rounded-box border border-base-300 bg-base-100 p-8 text-center shadow-sm" data-testid="receipt-done">
      <ResultIcon result="success" />
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold">
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
