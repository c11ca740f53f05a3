/**
 * An event's picture: a stored upload or (events may have none) a drawn placeholder in the
 * category's colour, so every card keeps the same shape.
 */
import type { ReactElement } from 'react';
import ResponsivePicture from '~/features/media/ResponsivePicture';
import { getEventTone, type EventTone } from './category-tone';

interface EventPictureProps {
  src: string | null;
  category: string;
  sizes: string;
  widths: number[];
  priority?: boolean;
  className?: string;
}

const placeholderClasses: Record<EventTone, string> = {
  club: 'from-event-club to-neutral',
  music: 'from-event-music to-neutral',
  other: 'from-event-other to-neutral',
};

/** The picture, or the placeholder. */
export default function EventPicture({ src, category, sizes, widths, priority = false, className }: EventPictureProps): ReactElement {
  if (src) return <ResponsivePicture src={src} alt="" widths={widths} sizes={sizes} width={800} height={533} priority={priority} className={className} />;
  return (
    <div className={`flex h-full w-full items-center justify-center bg-gradient-to-br text-white/80 ${placeholderClasses[getEventTone(category)]}`}>
      <svg aria-hidden="true" width="56" height="56" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M9 18V5l12-2v13" />
        <circle cx="6" cy="18" r="3" />
        <circle cx="18" cy="16" r="3" />
      </svg>
    </div>
  );
}
