/** A row action drawn as an icon: its label is both the tooltip and the accessible name. */
import type { ReactNode } from 'react';
import { Tooltip } from './Tooltip';

export interface IconButtonProps {
  label: string;
  onClick: () => void;
  children: ReactNode;
  /** Extra classes, e.g. 'btn-square text-error'. */
  className?: string;
}

export function IconButton({ label, onClick, children, className = '' }: IconButtonProps) {
  return (
    <Tooltip content={label}>
      <button type="button" className={`btn btn-ghost btn-sm ${className}`.trim()} aria-label={label} onClick={onClick}>
        {children}
      </button>
    </Tooltip>
  );
}
