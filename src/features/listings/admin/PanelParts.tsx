/** Small parts of the listing panel: a titled block and a required reason field. */
import { useId, type ReactNode } from 'react';

/** A titled, labelled group of one action. */
export function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="grid content-start gap-2 rounded-box border border-base-300 p-3" aria-label={title}>
      <h3 className="font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** A required reason (3-500 characters) with its label. */
export function ReasonField({ label, name }: { label: string; name: string }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <textarea id={id} name={name} required minLength={3} maxLength={500} rows={2} className="textarea textarea-sm w-full" />
    </div>
  );
}
