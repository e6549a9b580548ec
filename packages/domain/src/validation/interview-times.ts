/** Interview durations offered, in minutes (spec §5). */
export const interviewDurations = [
  15, 30, 45, 60, 75, 90, 105, 120, 180, 240, 300, 360, 420, 480, 540,
] as const;
export type InterviewDuration = (typeof interviewDurations)[number];

/** Minutes between time choices. */
export const timeChoiceStepMinutes = 15;

/** The extra last choice meaning the end of the day. */
export const endOfDayTimeChoice = '23:59';

export type TimeChoiceOptions = {
  /** Append '23:59' as the last choice. */
  includeEndOfDay?: boolean;
  /** Start the list at this 'HH:mm' and wrap round. */
  rotateFrom?: string;
  /** Leave out '00:00'. */
  skipMidnight?: boolean;
};

function formatTime(totalMinutes: number): string {
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * Time choices every 15 minutes over a day as 'HH:mm' (96 entries from '00:00' to '23:45'), optionally
 * without '00:00', rotated, and with '23:59' appended (spec §5).
 * Decision: a rotateFrom between choices starts at the next choice ('10:07' starts at '10:15'); one that is
 * not a valid 'HH:mm' leaves the order unchanged; '23:59' always comes last, after rotation.
 */
export function listTimeChoices(options: TimeChoiceOptions = {}): string[] {
  const { includeEndOfDay = false, rotateFrom, skipMidnight = false } = options;
  let choices: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += timeChoiceStepMinutes) {
    choices.push(formatTime(minutes));
  }
  if (skipMidnight) choices = choices.filter((choice) => choice !== '00:00');
  if (rotateFrom !== undefined && /^([01]\d|2[0-3]):[0-5]\d$/.test(rotateFrom)) {
    // 'HH:mm' strings sort in time order, so a string comparison finds the first choice at or after it.
    const start = choices.findIndex((choice) => choice >= rotateFrom);
    if (start > 0) choices = [...choices.slice(start), ...choices.slice(0, start)];
  }
  if (includeEndOfDay) choices.push(endOfDayTimeChoice);
  return choices;
}
