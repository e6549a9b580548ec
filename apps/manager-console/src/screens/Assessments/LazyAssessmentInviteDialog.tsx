import { lazy, Suspense } from 'react';
import type { AssessmentInviteDialogProps } from './AssessmentInviteDialog.tsx';

// The dialog loads only when a manager opens it, outside the list screens' budget.
const AssessmentInviteDialog = lazy(() =>
  import('./AssessmentInviteDialog.tsx').then((module) => ({ default: module.AssessmentInviteDialog })),
);

/** The invite-to-test dialog, loaded on first use. */
export function LazyAssessmentInviteDialog(props: AssessmentInviteDialogProps) {
  return (
    <Suspense fallback={null}>
      <AssessmentInviteDialog {...props} />
    </Suspense>
  );
}
