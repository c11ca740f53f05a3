/** 'What happens next' and its steps, under a checkout result. */
import type { ReactElement } from 'react';

interface Props {
  title: string;
  steps: string[];
  /** Names the list for the page's script, which shows the new listing's or the renewal's steps. */
  name?: string;
  hidden?: boolean;
}

/** The box of next steps. */
export default function NextSteps({ title, steps, name, hidden }: Props): ReactElement {
  return (
    <div className="mt-6 rounded-field bg-base-200 p-4 text-left" data-steps={name} hidden={hidden}>
      <h3 className="font-semibold">{title}</h3>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
    </div>
  );
}
