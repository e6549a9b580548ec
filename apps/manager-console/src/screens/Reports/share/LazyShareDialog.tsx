import { lazy, Suspense } from 'react';
import type { ShareDialogProps } from './ShareDialog.tsx';

// The share dialog loads only when a manager admin opens it.
const ShareDialog = lazy(() => import('./ShareDialog.tsx'));

/** The share dialog, loaded on first use. */
export function LazyShareDialog(props: ShareDialogProps) {
  return (
    <Suspense fallback={null}>
      <ShareDialog {...props} />
    </Suspense>
  );
}
