import { callRoute } from '@shortlist/api-client';
import { readCalendarBusy } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQueries } from '@tanstack/react-query';
import type { PanelBusy } from './wizard-draft.ts';

/** The longest range GET /calendar-busy reads at once (31 days, in seconds). */
const longestRange = 31 * 24 * 60 * 60;

/** What the panel's calendars say about a range: busy intervals, and whose calendars said nothing. */
export interface PanelCalendars {
  busy: PanelBusy;
  /** Members whose calendar timed out, refused or is revoked: their busy times are unknown. */
  unchecked: string[];
  /** Members with no calendar connected. */
  notConnected: string[];
  loading: boolean;
  /** The busy times could not be read at all. */
  failed: boolean;
}

/** [from, to) cut into ranges the API reads at once. */
function rangesOf(from: number, to: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  for (let start = from; start < to; start += longestRange) {
    ranges.push({ from: start, to: Math.min(to, start + longestRange) });
  }
  return ranges;
}

/**
 * Issue 34: the panel members' calendar busy times over [from, to) (epoch seconds), from GET
 * /calendar-busy; nothing is asked with no panel or no range.
 */
export function usePanelBusy(
  emails: readonly string[],
  range: { from: number; to: number } | null,
): PanelCalendars {
  const api = useApi();
  const sorted = [...emails].sort();
  const ranges = sorted.length > 0 && range !== null ? rangesOf(range.from, range.to) : [];
  const answers = useQueries({
    queries: ranges.map((part) => ({
      queryKey: ['calendar-busy', sorted, part.from, part.to],
      // Calendars change: read again after a minute (the server caches them briefly too).
      staleTime: 60_000,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        callRoute(api, readCalendarBusy, { query: { emails: sorted, from: part.from, to: part.to }, signal }),
    })),
  });
  const busy = new Map<string, { start: number; end: number }[]>();
  const unchecked = new Set<string>();
  const notConnected = new Set<string>();
  for (const answer of answers) {
    for (const person of answer.data?.busy ?? []) {
      busy.set(person.email, [...(busy.get(person.email) ?? []), ...person.intervals]);
    }
    for (const email of answer.data?.unchecked ?? []) unchecked.add(email);
    for (const email of answer.data?.notConnected ?? []) notConnected.add(email);
  }
  // Pool order, so the wording names people as the panel lists them.
  const inPanelOrder = (set: Set<string>) => emails.filter((email) => set.has(email));
  return {
    busy,
    unchecked: inPanelOrder(unchecked),
    notConnected: inPanelOrder(notConnected),
    loading: answers.some((answer) => answer.isPending),
    failed: answers.some((answer) => answer.isError),
  };
}
