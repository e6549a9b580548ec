/** Times travel as whole seconds since 1970 (§3 slots, events, roles); the database keeps timestamps. */
export function toEpochSeconds(date: Date): number;
export function toEpochSeconds(date: Date | null): number | null;
export function toEpochSeconds(date: Date | null): number | null {
  return date === null ? null : Math.floor(date.getTime() / 1000);
}

export function fromEpochSeconds(seconds: number): Date;
export function fromEpochSeconds(seconds: number | null | undefined): Date | null;
export function fromEpochSeconds(seconds: number | null | undefined): Date | null {
  return seconds == null ? null : new Date(seconds * 1000);
}
