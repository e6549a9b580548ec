// The four date formats of spec §9 with English month names; UTC unless a time zone is given.

export const dateFormatPatterns = ['dd-MM-yyyy', 'dd/MM/yy HH:mm', 'd MMMM yyyy', 'MMM yyyy'] as const;
export type DateFormatPattern = (typeof dateFormatPatterns)[number];

export type FormatDateOptions = {
  /** An IANA time zone such as 'Europe/London'; without it the date is shown in UTC. */
  timeZone?: string;
};

export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

type DateParts = { year: number; monthIndex: number; day: number; hour: number; minute: number };

function readDateParts(date: Date, timeZone: string | undefined): DateParts {
  if (timeZone === undefined) {
    return {
      year: date.getUTCFullYear(),
      monthIndex: date.getUTCMonth(),
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  // hourCycle h23 keeps midnight as 00 rather than 24.
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(date);
  const read = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value);
  return {
    year: read('year'),
    monthIndex: read('month') - 1,
    day: read('day'),
    hour: read('hour'),
    minute: read('minute'),
  };
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

/**
 * Formats a date with one of the product's patterns.
 * Decision: an invalid date formats as an empty string so one bad value never breaks a screen.
 * An unknown time zone throws the RangeError of Intl (a programming error).
 */
export function formatDate(date: Date, pattern: DateFormatPattern, options: FormatDateOptions = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  const { year, monthIndex, day, hour, minute } = readDateParts(date, options.timeZone);
  const monthName = monthNames[monthIndex] ?? '';
  switch (pattern) {
    case 'dd-MM-yyyy':
      return `${pad2(day)}-${pad2(monthIndex + 1)}-${year}`;
    case 'dd/MM/yy HH:mm':
      return `${pad2(day)}/${pad2(monthIndex + 1)}/${pad2(year % 100)} ${pad2(hour)}:${pad2(minute)}`;
    case 'd MMMM yyyy':
      return `${day} ${monthName} ${year}`;
    case 'MMM yyyy':
      return `${monthName.slice(0, 3)} ${year}`;
  }
}
