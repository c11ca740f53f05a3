/**
 * The restaurant form's opening hours (issue 18): per day, Monday first, a Closed switch or one or more opens/closes
 * time inputs. The form's value stays each day's stored text; older text not in the format stays visible as needing
 * attention. Problems are shown per day, in the dashboard's language, tied to the day's inputs.
 */
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useAdminStrings } from '~/features/admin';
import { readFieldError } from '~/features/admin';
import { MAX_RANGES_PER_DAY, normalizeLegacyDayHours } from '~/platform/dates/opening-hours';
import { dayDraftFromText, dayHoursProblem, dayTextFromDraft, WEEK_FROM_MONDAY, type DayDraft, type RangeDraft } from '~/platform/dates/opening-hours-draft';
import type { Weekday } from '~/platform/dates/weekdays';
import type { RestaurantFormValues } from '~/features/restaurants/restaurant-form';
import { DayRanges } from './DayRanges';

interface Props<C, O> {
  form: UseFormReturn<RestaurantFormValues, C, O>;
  idPrefix: string;
}

/** The ranges a day starts with when hours are added: its older text read with confidence, else one empty range. */
function firstRanges(draft: DayDraft): RangeDraft[] {
  if (draft.mode === 'legacy') {
    const read = normalizeLegacyDayHours(draft.text);
    const readDraft = read ? dayDraftFromText(read) : undefined;
    if (readDraft?.mode === 'open') return readDraft.ranges;
  }
  return [{ open: '', close: '' }];
}

export function OpeningHoursField<C, O>({ form, idPrefix }: Props<C, O>) {
  const { t } = useAdminStrings();
  const generalError = readFieldError(form.formState.errors, 'openingHours');
  const copyMonday = () => {
    const monday = form.getValues('openingHours.monday');
    for (const day of WEEK_FROM_MONDAY) {
      if (day !== 'monday') form.setValue(`openingHours.${day}`, monday, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    }
  };
  return (
    <fieldset className="grid gap-3 rounded-box border border-base-300 p-3" aria-describedby={`${idPrefix}-hours-hint`}>
      <legend className="px-1 font-medium">{t('adminContent.restaurants.hours')}</legend>
      <p id={`${idPrefix}-hours-hint`} className="text-sm text-base-content/70">
        {t('adminContent.restaurants.hoursHint')}
      </p>
      <div className="grid gap-2">
        {WEEK_FROM_MONDAY.map((day) => (
          <Controller
            key={day}
            control={form.control}
            name={`openingHours.${day}`}
            render={({ field, fieldState }) => (
              <DayHours
                id={`${idPrefix}-hours-${day}`}
                day={day}
                text={field.value ?? ''}
                showProblem={Boolean(fieldState.error)}
                onChange={(text) => field.onChange(text)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          />
        ))}
      </div>
      <div>
        <button type="button" className="btn btn-ghost btn-sm" onClick={copyMonday}>
          {t('adminContent.hours.copyAll')}
        </button>
      </div>
      {generalError && !WEEK_FROM_MONDAY.some((d) => dayHoursProblem(form.getValues(`openingHours.${d}`))) && (
        <p className="text-sm text-error">{generalError}</p>
      )}
    </fieldset>
  );
}

interface DayProps {
  id: string;
  day: Weekday;
  text: string;
  showProblem: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
}

/** One day: its name, the Closed switch, and its ranges, note or problem. */
function DayHours({ id, day, text, showProblem, onChange, onBlur, inputRef }: DayProps) {
  const { t } = useAdminStrings();
  const dayName = t(`adminContent.weekday.${day}`);
  const draft = dayDraftFromText(text);
  const problem = showProblem ? dayHoursProblem(text) : undefined;
  const problemText = problem ? t(`adminContent.hours.problem.${problem}`, { n: MAX_RANGES_PER_DAY }) : undefined;
  const errorId = `${id}-error`;
  const legacyId = `${id}-legacy`;
  const described = [draft.mode === 'legacy' ? legacyId : null, problemText ? errorId : null].filter(Boolean).join(' ') || undefined;
  const set = (next: DayDraft) => onChange(dayTextFromDraft(next));
  const ranges = draft.mode === 'open' ? draft.ranges : [];
  return (
    <div
      role="group"
      aria-labelledby={`${id}-name`}
      aria-describedby={described}
      className={`grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 rounded-box p-2 sm:grid-cols-[7rem_7rem_1fr] sm:items-start ${problemText || draft.mode === 'legacy' ? 'bg-error/5 ring-1 ring-error/40' : ''}`}
    >
      <span id={`${id}-name`} className="pt-1 font-medium">
        {dayName}
      </span>
      <label className="flex cursor-pointer items-center gap-2 pt-1 text-sm">
        <input
          id={`${id}-closed`}
          ref={inputRef}
          type="checkbox"
          className="toggle toggle-sm"
          checked={draft.mode === 'closed'}
          aria-describedby={described}
          onChange={(e) => set(e.target.checked ? { mode: 'closed' } : { mode: 'unset' })}
          onBlur={onBlur}
        />
        <span>
          <span className="sr-only">{dayName}, </span>
          {t('adminContent.hours.closed')}
        </span>
      </label>
      <div className="col-span-2 grid gap-2 sm:col-span-1">
        {draft.mode === 'legacy' && (
          <p id={legacyId} className="text-sm text-error">
            {t('adminContent.hours.legacy', { text: draft.text })}
          </p>
        )}
        {draft.mode === 'unset' && <p className="pt-1 text-sm text-base-content/70">{t('adminContent.hours.notGiven')}</p>}
        {draft.mode !== 'closed' && (
          <DayRanges
            id={id}
            dayName={dayName}
            ranges={ranges}
            describedBy={described}
            onBlur={onBlur}
            onRanges={(next) => set(next.length === 0 ? { mode: 'unset' } : { mode: 'open', ranges: next })}
            onAdd={() => set({ mode: 'open', ranges: ranges.length === 0 ? firstRanges(draft) : [...ranges, { open: '', close: '' }] })}
          />
        )}
        {problemText && (
          <p id={errorId} className="text-sm font-medium text-error">
            {t('adminContent.hours.dayProblem', { day: dayName, problem: problemText })}
          </p>
        )}
      </div>
    </div>
  );
}
