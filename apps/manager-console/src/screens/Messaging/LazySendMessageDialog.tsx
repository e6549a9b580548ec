import { lazy, Suspense } from 'react';
import type { SendMessageDialogProps } from './SendMessageDialog.tsx';

// The dialog and the schemas it reads load only when a manager opens it, outside the list screens' budget.
const SendMessageDialog = lazy(() => import('./SendMessageDialog.tsx'));

/** The send dialog, loaded on first use. */
export function LazySendMessageDialog(props: SendMessageDialogProps) {
  return (
    <Suspense fallback={null}>
      <SendMessageDialog {...props} />
    </Suspense>
  );
}
