/** The site's line-drawn icon for React components (LineIcon.astro draws the same for Astro): one path on a 24×24 grid in the current text colour; decorative. */
interface LineIconSvgProps {
  /** The path's `d`. */
  d: string;
  /** Width and height in pixels. */
  size: number;
  /** Round line ends and corners (the tour cards' icons). */
  round?: boolean;
  className?: string;
}

export function LineIconSvg({ d, size, round = false, className }: LineIconSvgProps) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap={round ? 'round' : undefined}
      strokeLinejoin={round ? 'round' : undefined}
      className={className}
    >
      <path d={d} />
    </svg>
  );
}
