/**
 * The site's line-drawn icon: one path on a 24×24 grid, drawn in the current text colour; decorative, so hidden
 * from screen readers. One React component for Astro pages (rendered on the server) and React parts alike.
 */
import type { ReactElement } from 'react';

export interface LineIconProps {
  /** The path's `d`. */
  d: string;
  /** Width and height in pixels. */
  size: number;
  strokeWidth?: number;
  /** Round line ends and corners (most icons); the restaurant cards' icons leave both out. */
  round?: boolean;
  /** Round corners where lines meet; ticks and dots leave them out but keep round ends. */
  roundJoins?: boolean;
  className?: string;
}

/** An SVG icon of one path. */
export default function LineIcon({ d, size, strokeWidth = 2, round = true, roundJoins = true, className }: LineIconProps): ReactElement {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round && roundJoins ? 'round' : undefined}
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
