import type { CandidateListColumn } from '@shortlist/domain/schemas';
import { candidateListColumns } from '@shortlist/domain/schemas';
import { Button, Dialog } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import * as styles from './ColumnChooser.css.ts';
import { columnHeader } from './columns.tsx';

export type ColumnChooserProps = {
  columns: readonly CandidateListColumn[];
  onSave: (columns: readonly CandidateListColumn[]) => Promise<void>;
};

/** Moves a column one place up (-1) or down (+1). */
export function moveColumn(
  columns: readonly CandidateListColumn[],
  column: CandidateListColumn,
  step: -1 | 1,
): CandidateListColumn[] {
  const next = [...columns];
  const index = next.indexOf(column);
  const target = index + step;
  if (index < 0 || target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as CandidateListColumn, column];
  return next;
}

/** Which columns the list shows and in what order: ticks and up/down buttons, all by keyboard. */
export function ColumnChooser({ columns, onSave }: ColumnChooserProps) {
  const { t } = useTranslation(['manager', 'common']);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<CandidateListColumn[]>([...columns]);
  const [saving, setSaving] = useState(false);
  const hidden = candidateListColumns.filter((column) => !draft.includes(column));
  const ordered = [...draft, ...hidden];
  const name = (column: CandidateListColumn) => columnHeader(t, column);

  return (
    <>
      <button
        type="button"
        className={toolButton}
        onClick={() => {
          setDraft([...columns]);
          setOpen(true);
        }}
      >
        {t('candidateList.columnsChooser.open')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('candidateList.columnsChooser.title')}
        description={t('candidateList.columnsChooser.hint')}
        closeLabel={t('bulk.cancel')}
        footer={
          <>
            <Button
              size="medium"
              lockoutMs={0}
              loading={saving}
              disabled={draft.length === 0}
              onClick={async () => {
                setSaving(true);
                try {
                  await onSave(draft);
                  setOpen(false);
                } finally {
                  setSaving(false);
                }
              }}
            >
              {t('candidateList.columnsChooser.save')}
            </Button>
            <Button size="medium" variant="text" lockoutMs={0} onClick={() => setOpen(false)}>
              {t('bulk.cancel')}
            </Button>
          </>
        }
      >
        {draft.length === 0 ? (
          <p className={styles.warning} role="alert">
            {t('candidateList.columnsChooser.atLeastOne')}
          </p>
        ) : null}
        <ul className={styles.list}>
          {ordered.map((column) => {
            const shown = draft.includes(column);
            return (
              <li key={column} className={styles.item}>
                <label className={styles.label}>
                  <input
                    type="checkbox"
                    checked={shown}
                    onChange={() =>
                      setDraft((current) =>
                        shown ? current.filter((entry) => entry !== column) : [...current, column],
                      )
                    }
                  />
                  {name(column)}
                </label>
                <button
                  type="button"
                  className={styles.move}
                  disabled={!shown || draft.indexOf(column) === 0}
                  aria-label={t('candidateList.columnsChooser.moveUp', { column: name(column) })}
                  onClick={() => setDraft((current) => moveColumn(current, column, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className={styles.move}
                  disabled={!shown || draft.indexOf(column) === draft.length - 1}
                  aria-label={t('candidateList.columnsChooser.moveDown', { column: name(column) })}
                  onClick={() => setDraft((current) => moveColumn(current, column, 1))}
                >
                  ↓
                </button>
              </li>
            );
          })}
        </ul>
      </Dialog>
    </>
  );
}
