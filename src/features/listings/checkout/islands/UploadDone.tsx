/** The 'Receipt Uploaded!' confirmation with next steps (spec section 2). */
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
      <svg aria-hidden="true" className="mx-auto text-success" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="12" cy="12" r="10" />
        <path d="m8 12 3 3 5-6" />
      </svg>
      <h2 ref={headingRef} tabIndex={-1} className="mt-4 text-2xl font-bold">
        {s.doneTitle}
      </h2>
      <p className="mt-2">{s.doneText}</p>
      <div className="mt-6 rounded-field bg-base-200 p-4 text-left">
        <h3 className="font-semibold">{s.nextTitle}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
          <li>{s.next1}</li>
          <li>{s.next2}</li>
          <li>{s.next3}</li>
        </ul>
      </div>
      <a className="btn btn-primary mt-6" href={homePath}>
        {s.home}
      </a>
    </section>
  );
}
