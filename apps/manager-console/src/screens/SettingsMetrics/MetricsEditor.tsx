import { arrayMove } from '@dnd-kit/sortable';
import { callRoute } from '@shortlist/api-client';
import { saveOrganizationMetrics } from '@shortlist/domain/contract';
import type { MetricDefinition, MetricDraft } from '@shortlist/domain/schemas';
import { checkMetrics, draftsOf, newMetric, toMetricsBody } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { primaryToolButton, toolButton } from '../../app/controls.css.ts';
import type { FieldMessages } from '../Settings/field-errors.ts';
import { byField, messagesUnder, noFieldMessages, toSaveFailure } from '../Settings/field-errors.ts';
import type { SaveOutcome } from '../Settings/SaveStatus.tsx';
import { useFocusAddedRow } from '../Settings/use-focus-added-row.ts';
import { useFocusFirstInvalid } from '../Settings/use-focus-first-invalid.ts';
import { MetricRow } from './MetricRow.tsx';
import * as styles from './SettingsMetrics.css.ts';

const columns = ['number', 'key', 'label', 'type', 'min', 'max', 'showOnInvite', 'actions'] as const;

/** The metrics table with Add and Save (PUT /organization/{id}/metrics: the whole list, in order). */
export function MetricsEditor({
  orgId,
  metrics,
  onOutcome,
}: {
  orgId: number;
  metrics: readonly MetricDefinition[];
  onOutcome: (outcome: SaveOutcome) => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const id = useId();
  const [drafts, setDrafts] = useState<MetricDraft[]>(() => draftsOf(metrics));
  const [errors, setErrors] = useState<FieldMessages>(noFieldMessages);
  const form = useFocusFirstInvalid<HTMLDivElement>(errors);
  const save = useMutation({
    mutationFn: (list: readonly MetricDraft[]) =>
      callRoute(api, saveOrganizationMetrics, { params: { id: orgId }, body: toMetricsBody(list) }),
    onSuccess: async (saved) => {
      setDrafts(draftsOf(saved));
      setErrors(noFieldMessages);
      onOutcome({ kind: 'success', message: t('settings.metrics.saved') });
      await queryClient.invalidateQueries({ queryKey: ['organization', orgId] });
    },
    onError: (failure) => {
      const { fields, message } = toSaveFailure(failure);
      setErrors(fields);
      onOutcome({ kind: 'failure', message });
    },
  });
  function change(next: MetricDraft[]) {
    setDrafts(next);
    setErrors(noFieldMessages);
  }
  function submit() {
    const problems = checkMetrics(drafts);
    if (problems.length > 0) {
      setErrors(byField(problems));
      onOutcome({ kind: 'failure', message: t('settings.metrics.checkCells') });
      return;
    }
    save.mutate(drafts);
  }
  const rows = messagesUnder(errors, 'metrics');
  const listError = errors.metrics ?? errors[''];
  const hintId = `${id}-bounds`;
  const added = useFocusAddedRow<HTMLTableSectionElement>(drafts.length);
  return (
    <div className={styles.stack} ref={form}>
      <p id={hintId} className={styles.hint}>
        {t('settings.metrics.boundsHint')}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too. */}
      <section className={styles.scroller} tabIndex={0} aria-labelledby={`${id}-caption`}>
        <table className={styles.table}>
          <caption id={`${id}-caption`} className={styles.caption}>
            <span className={styles.captionText}>
              {t('settings.metrics.caption', { count: drafts.length })}
            </span>
          </caption>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={styles.header}>
                  {t(`settings.metrics.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody ref={added.container}>
            {drafts.map((draft, index) => (
              <MetricRow
                key={draft.rowKey}
                draft={draft}
                index={index}
                count={drafts.length}
                errors={messagesUnder(rows, String(index))}
                boundsHintId={hintId}
                disabled={save.isPending}
                onChange={(next) => change(drafts.map((item) => (item.rowKey === next.rowKey ? next : item)))}
                onMove={(to) => change(arrayMove(drafts, index, to))}
                onRemove={() => change(drafts.filter((item) => item.rowKey !== draft.rowKey))}
              />
            ))}
          </tbody>
        </table>
        {drafts.length === 0 ? <p className={styles.empty}>{t('settings.metrics.empty')}</p> : null}
      </section>
      {listError ? (
        <p className={styles.listError} role="alert">
          {listError}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <button
          type="button"
          className={toolButton}
          disabled={save.isPending}
          onClick={() => {
            added.markAdded();
            change([...drafts, newMetric()]);
          }}
        >
          {t('settings.metrics.add')}
        </button>
        <button type="button" className={primaryToolButton} disabled={save.isPending} onClick={submit}>
          {save.isPending ? t('settings.metrics.saving') : t('settings.metrics.save')}
        </button>
      </div>
    </div>
  );
}
