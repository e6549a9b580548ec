// The candidate record's self-contained panels (issue 13): each takes the record's data (or the ids it
// loads by) as props, so the record screen places them where it likes.
export { CodesPanel, type CodesPanelProps } from './CodesPanel.tsx';
export { ContactHistoryPanel, type ContactHistoryPanelProps } from './ContactHistoryPanel.tsx';
export { ContextualFlagsPanel, type ContextualFlagsPanelProps } from './ContextualFlagsPanel.tsx';
export { EventsPanel, type EventsPanelProps } from './EventsPanel.tsx';
export { ScoresPanel, type ScoresPanelProps } from './ScoresPanel.tsx';
