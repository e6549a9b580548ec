import { assessmentTypeLabels } from '@shortlist/domain/stages';
import { formatDateTime } from '../record-format.ts';

// Small wordings the panels share: a code's type, and an ISO date-time the API answered.

/** An assessment or scheduling type in words (§4); a type the catalogue does not know shows as sent. */
export function assessmentTypeLabel(type: string): string {
  return type in assessmentTypeLabels
    ? assessmentTypeLabels[type as keyof typeof assessmentTypeLabels]
    : type;
}

/** '3 Nov 2026, 14:05', or '' for a missing or unreadable date. */
export function formatIsoDateTime(iso: string | null, locale: string): string {
  if (iso === null) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : formatDateTime(date, locale);
}

/** '3 Nov 2026, 14:05' on the organisation's clock (its time zone), or '' for an unreadable date. */
export function formatZonedDateTime(iso: string, locale: string, timeZone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(date);
}
