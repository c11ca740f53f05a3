/** One day's opening ranges in the restaurant form: two time inputs each, a remove button, the next-day note, 'Add hours'. */
import { useAdminStrings } from '~/features/admin';
import { MAX_RANGES_PER_DAY } from '~/platform/dates/opening-hours';
import { runsPastMidnight, type RangeDraft } from '~/platform/dates/opening-hours-draft';

interface Props {
  id: string;
  dayName: string;
  ranges: RangeDraft[];
  describedBy: string | undefined;
  onRanges: (ranges: RangeDraft[]) => void;
  onAdd: () => void;
  onBlur: () => void;
}

export function DayRanges({ id, dayName, ranges, describedBy, onRanges, onAdd, onBlur }: Props) {
  const { t } = useAdminStrings();
  const change = (index: number, side: keyof RangeDraft, value: string) => onRanges(ranges.map((r, i) => (i === index ? { ...r, [side]: value } : r)));
  // The accessible name says the day (and which range when there are several): "Tuesday, opens", "Tuesday (2), closes".
  const prefix = (index: number) => (index === 0 ? `${dayName}, ` : `${dayName} (${index + 1}), `);
  return (
    <>
      {ranges.map((range, index) => (
        <div key={index} className="flex flex-wrap items-end gap-2">
          {(['open', 'close'] as const).map((side) => (
            <label key={side} className="grid gap-0.5 text-xs" htmlFor={`${id}-${index}-${side}`}>
              <span>
                <span className="sr-only">{prefix(index)}</span>
                {t(side === 'open' ? 'adminContent.hours.opens' : 'adminContent.hours.closes')}
              </span>
              <input
                id={`${id}-${index}-${side}`}
                type="time"
                className="input input-sm w-28 sm:w-32"
                value={range[side]}
                aria-describedby={describedBy}
                onChange={(e) => change(index, side, e.target.value)}
                onBlur={onBlur}
              />
            </label>
          ))}
          <button
            type="button"
            className="btn btn-ghost btn-sm btn-square"
            aria-label={t('adminContent.hours.remove', { n: index + 1, day: dayName })}
            title={t('adminContent.hours.remove', { n: index + 1, day: dayName })}
            onClick={() => onRanges(ranges.filter((_, i) => i !== index))}
          >
            <span aria-hidden="true">✕</span>
          </button>
          {runsPastMidnight(range) && <span className="badge badge-ghost badge-sm mb-1.5">{t('adminContent.hours.nextDay')}</span>}
        </div>
      ))}
      {ranges.length < MAX_RANGES_PER_DAY && (
        <div>
          <button type="button" className="btn btn-outline btn-xs" aria-label={t('adminContent.hours.addLabel', { day: dayName })} onClick={onAdd}>
            + {t('adminContent.hours.add')}
          </button>
        </div>
      )}
    </>
  );
}
