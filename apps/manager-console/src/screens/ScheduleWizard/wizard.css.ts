import { vars } from '@shortlist/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';
import { busyEventClass } from './busy-events.ts';

// The scheduling wizard: one step at a time under the step list, the step's fields in a compact grid, the
// Back / Next bar at the foot.

export const frame = style({ display: 'grid', gap: vars.space.md, maxWidth: '72rem' });

export const zone = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const stepHeading = style({ margin: 0, fontSize: vars.fontSize.large, outline: 'none' });

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  alignItems: 'start',
});

export const field = style({
  display: 'grid',
  gap: vars.space.xxs,
  maxWidth: '28rem',
  fontSize: vars.fontSize.small,
});

export const label = style({ fontWeight: vars.fontWeight.bold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

export const fieldset = style({
  display: 'grid',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontSize: vars.fontSize.small,
});

export const legend = style({ fontWeight: vars.fontWeight.bold, paddingInline: vars.space.xxs });

export const choice = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center' });

export const problems = style({
  margin: 0,
  padding: vars.space.sm,
  border: `${vars.size.borderWidth} solid ${vars.color.failure}`,
  borderRadius: vars.radius.md,
  color: vars.color.errorText,
  fontSize: vars.fontSize.small,
});

export const actions = style({
  display: 'flex',
  gap: vars.space.sm,
  justifyContent: 'space-between',
  paddingBlockStart: vars.space.sm,
  borderTop: `${vars.size.borderWidth} solid ${vars.color.border}`,
});

export const actionGroup = style({ display: 'flex', gap: vars.space.sm });

export const inlineForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });

export const tableFrame = style({ maxHeight: '28rem', overflowY: 'auto' });

export const removedRow = style({ color: vars.color.textMuted, textDecoration: 'line-through' });

export const status = style({ margin: 0, fontSize: vars.fontSize.small });

export const failure = style({ margin: 0, color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

// FullCalendar's own colours, brought to the brand's and kept at AA contrast.
export const calendar = style({
  fontSize: vars.fontSize.small,
  vars: {
    '--fc-event-bg-color': vars.color.primary,
    '--fc-event-border-color': vars.color.primary,
    '--fc-event-text-color': vars.color.onPrimary,
    '--fc-button-bg-color': vars.color.surface,
    '--fc-button-text-color': vars.color.text,
    '--fc-button-border-color': vars.color.border,
    '--fc-button-hover-bg-color': vars.color.surfaceMuted,
    '--fc-button-hover-border-color': vars.color.border,
    '--fc-button-active-bg-color': vars.color.surfaceMuted,
    '--fc-button-active-border-color': vars.color.text,
    '--fc-today-bg-color': vars.color.surfaceMuted,
    '--fc-border-color': vars.color.border,
    '--fc-page-bg-color': vars.color.surface,
    '--fc-highlight-color': 'rgba(0, 0, 0, 0.12)',
  },
});

globalStyle(`${calendar} .fc-button`, { color: vars.color.text });
globalStyle(`${calendar} .fc-toolbar-title`, { fontSize: vars.fontSize.large });
globalStyle(`${calendar} .fc-col-header-cell-cushion, ${calendar} .fc-timegrid-slot-label-cushion`, {
  color: vars.color.text,
});

// A panel member's busy time: hatched, so it reads as blocked without relying on colour, its name legible.
globalStyle(`${calendar} .${busyEventClass}`, {
  background: `repeating-linear-gradient(45deg, ${vars.color.border} 0 4px, transparent 4px 8px)`,
  opacity: 1,
});
// The name stays inside its day's column (a long email is cut with an ellipsis; the list below names it whole).
globalStyle(`${calendar} .${busyEventClass} .fc-event-title`, {
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontStyle: 'normal',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  maxWidth: '100%',
  background: vars.color.surface,
});

export const rowHeader = style({ textAlign: 'start', fontWeight: vars.fontWeight.regular });

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xs,
});

export const emailPreview = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `${vars.size.borderWidth} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const emailSubject = style({ margin: 0, fontWeight: vars.fontWeight.bold });

export const emailBody = style({ margin: 0, whiteSpace: 'pre-wrap' });

/** What the panel's calendars could tell, above the calendar and the slot list. */
export const notice = style({ display: 'grid', gap: vars.space.xxs });

/** A slot that clashes with a busy time, or cannot be staffed without a busy member. */
export const flagged = style({ color: vars.color.errorText, fontWeight: vars.fontWeight.bold });

/** A note under a cell's value, on its own line. */
export const cellNote = style({ display: 'block', marginBlockStart: vars.space.xxs });
