/** Small inline icons of the content tabs (decorative: every button that shows one also has a label). */

const base = {
  'aria-hidden': true,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A pencil. */
export function EditIcon() {
  return (
    <svg {...base} className="size-4">
      <path d="M12 20h9M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

/** A bin. */
export function TrashIcon() {
  return (
    <svg {...base} className="size-4">
      <path d="M3 6h18M8 6V4h8v2M19 6l-1 14H6L5 6M10 11v6M14 11v6" />
    </svg>
  );
}

/** A plus. */
export function PlusIcon() {
  return (
    <svg {...base} className="size-4">
      <path d="M12 5v14M5 12h14" />
    </svg>
  );
}

/** A star, filled when on. */
export function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg {...base} className={`size-5 ${filled ? 'text-warning' : 'text-base-content/30'}`} fill={filled ? 'currentColor' : 'none'}>
      <path d="m12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8L12 17.8 5.8 21l1.2-6.8-5-4.9 6.9-1Z" />
    </svg>
  );
}

/** An upward arrow into a tray. */
export function UploadIcon() {
  return (
    <svg {...base} className="size-4">
      <path d="M12 15V3M7 8l5-5 5 5M4 15v4a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-4" />
    </svg>
  );
}
