// Issue 34: meeting hours, the wall-clock hours interviews may be booked in, and the instants they allow.
export * from './meeting-hours-intervals.ts';
export * from './meeting-hours-schema.ts';
