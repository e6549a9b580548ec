import { useApi } from '@shortlist/shell/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BulkResult.css.ts';
import type { BulkOutcome, UndoOutcome } from './bulk-actions.ts';
import { undoBulkMove } from './bulk-actions.ts';

/** The outcome of the last bulk action, with Undo for a move (the whole batch goes back). */
export function BulkResult({
  outcome,
  onDismiss,
}: {
  outcome: BulkOutcome & { label: string };
  onDismiss: () => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const [state, setState] = useState<
    { kind: 'idle' | 'undoing' } | ({ kind: 'undone' } & UndoOutcome) | { kind: 'failed'; message: string }
  >({ kind: 'idle' });
  const undoId = outcome.undoCandidateId;

  async function undo() {
    if (undoId === null) return;
    setState({ kind: 'undoing' });
    try {
      const undone = await undoBulkMove(api, undoId);
      await queryClient.invalidateQueries();
      setState({ kind: 'undone', ...undone });
    } catch (failure) {
      setState({ kind: 'failed', message: failure instanceof Error ? failure.message : '' });
    }
  }

  return (
    <div className={styles.banner} role="status">
      <span className={styles.text}>
        {state.kind === 'undone' ? t('bulk.undone', { count: state.count }) : outcome.label}
        {/* Issue 32: which of the move's messages the undo stopped, and which had already gone. */}
        {state.kind === 'undone' && state.cancelledMessages > 0
          ? ` ${t('bulk.messagesCancelled', { count: state.cancelledMessages })}`
          : ''}
        {state.kind === 'undone' && state.goneMessages > 0
          ? ` ${t('bulk.messagesGone', { count: state.goneMessages })}`
          : ''}
        {state.kind === 'failed' ? ` ${state.message}` : ''}
      </span>
      {undoId !== null && state.kind !== 'undone' ? (
        <button type="button" className={styles.action} disabled={state.kind === 'undoing'} onClick={undo}>
          {t('bulk.undo')}
        </button>
      ) : null}
      <button type="button" className={styles.action} onClick={onDismiss}>
        {t('bulk.dismiss')}
      </button>
    </div>
  );
}
