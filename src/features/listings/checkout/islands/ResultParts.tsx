/** The parts the checkout's result screens share (payment result and receipt uploaded): the large result icon, the next-steps box and the links on. */

const RESULT_PATHS = { success: 'm8 12 3 3 5-6', failure: 'M15 9l-6 6M9 9l6 6' } as const;

/** A circled tick (success) or cross (failure) above the result's heading. */
export function ResultIcon({ result }: { result: keyof typeof RESULT_PATHS }) {
  return (
    <svg
      aria-hidden="true"
      className={`mx-auto ${result === 'success' ? 'text-success' : 'text-error'}`}
      width="56"
      height="56"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="10" />
      <path d={RESULT_PATHS[result]} />
    </svg>
  );
}

/** 'What happens next' and its steps. */
export function NextSteps({ title, steps }: { title: string; steps: string[] }) {
  return (
    <div className="mt-6 rounded-field bg-base-200 p-4 text-left">
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
}

/** The two ways on from a result: the main one as a primary button, the other (contact) as the secondary, bordered button. */
export function ResultLinks({ main, other }: { main: { href: string; label: string }; other: { href: string; label: string } }) {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-3">
      <a className="btn btn-primary" href={main.href}>
        {main.label}
      </a>
      <a className="btn btn-outline" href={other.href}>
        {other.label}
      </a>
    </div>
  );
}
