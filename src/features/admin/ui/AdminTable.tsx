/** Parts every admin list shares: the alert with a retry button, and a table head with a hidden caption and an actions column. */
import type { ReactNode } from 'react';

/** A list that could not be loaded: the message and a button that tries again. */
export function LoadFailedAlert({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="alert alert-error">
      <span>{message}</span>
      <button type="button" className="btn btn-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** The caption (for screen readers) and the column headers, the last one right-aligned for the row actions. */
export function AdminTableHead({ caption, columns, actions }: { caption: string; columns: ReactNode[]; actions: string }) {
  return (
    <>
      <caption className="sr-only">{caption}</caption>
      <thead className="text-base-content">
        <tr>
          {columns.map((label, i) => (
            <th key={i} scope="col">
              {label}
            </th>
          ))}
          <th scope="col" className="text-right">
            {actions}
          </th>
        </tr>
      </thead>
    </>
  );
}
