// Issue 33, blind marking: a round is set up (questions, guides, weights, markers), then started, which fixes
// its candidates, their answers and the markers of each; marks are given while it is open.

export const markingRoundStatuses = ['setup', 'marking'] as const;
export type MarkingRoundStatus = (typeof markingRoundStatuses)[number];

/** The application form's field types whose answers are marked: free text written by the candidate. */
export const markableFieldTypes = ['textarea', 'exportableTextarea'] as const;

/** How many markers each answer gets, unless the round says otherwise. */
export const defaultMarksPerAnswer = 3;

/** The most marks an answer may be asked for, and the highest weight a question may carry. */
export const markingLimits = { marksPerAnswer: 10, weight: 10, questions: 50, markers: 100 } as const;
