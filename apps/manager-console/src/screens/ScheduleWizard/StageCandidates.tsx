import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useOrganizationZone } from '../../app/use-organization-zone.ts';
import { listRowName } from '../Candidates/list-row-labels.ts';
import * as table from '../Settings/settings-table.css.ts';
import { useStageCandidates } from './use-stage-candidates.ts';
import * as styles from './wizard.css.ts';
import { formatDay } from './zoned-time.ts';

export type StageCandidatesProps = {
  roleId: number | null;
  stageId: number | null;
  chosen: readonly number[];
  onChoose: (ids: readonly number[]) => void;
};

/** The role's candidates at the stage, each with a tick box; all are ticked when the list first loads. */
export function StageCandidates({ roleId, stageId, chosen, onChoose }: StageCandidatesProps) {
  const { t, i18n } = useTranslation(['manager', 'common']);
  const { timeZone } = useOrganizationZone();
  const candidates = useStageCandidates(roleId, stageId);
  // Everyone at the stage is ticked when a role and stage's list arrives with nobody chosen; the manager
  // unticks. Coming back to the step keeps what was chosen.
  const latest = useRef({ onChoose, chosen });
  latest.current = { onChoose, chosen };
  const loaded = candidates.data;
  useEffect(() => {
    if (loaded && latest.current.chosen.length === 0) latest.current.onChoose(loaded.map((row) => row.id));
  }, [loaded]);
  if (roleId === null || stageId === null)
    return <p className={styles.hint}>{t('scheduleWizard.structure.pickFirst')}</p>;
  if (candidates.isPending) return <p className={styles.status}>{t('scheduleWizard.structure.loading')}</p>;
  if (candidates.isError) {
    return (
      <p className={styles.failure} role="alert">
        {t('scheduleWizard.structure.loadFailed', { message: candidates.error.message })}
      </p>
    );
  }
  const rows = candidates.data;
  if (rows.length === 0) return <p className={styles.hint}>{t('scheduleWizard.structure.none')}</p>;
  const picked = new Set(chosen);
  const allPicked = rows.every((row) => picked.has(row.id));
  const toggle = (id: number) =>
    onChoose(picked.has(id) ? chosen.filter((one) => one !== id) : [...chosen, id]);

  return (
    <>
      <p className={styles.status} aria-live="polite">
        {t('scheduleWizard.structure.chosen', { count: chosen.length, total: rows.length })}
      </p>
      <div className={`${table.scroller} ${styles.tableFrame}`}>
        <table className={table.listTable}>
          <caption className={table.caption}>{t('scheduleWizard.structure.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={table.plainHeader}>
                <input
                  type="checkbox"
                  aria-label={t('scheduleWizard.structure.selectAll')}
                  checked={allPicked}
                  onChange={() => onChoose(allPicked ? [] : rows.map((row) => row.id))}
                />
              </th>
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.structure.columns.name')}
              </th>
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.structure.columns.subStage')}
              </th>
              <th scope="col" className={table.plainHeader}>
                {t('scheduleWizard.structure.columns.applied')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const name = listRowName(t, row);
              return (
                <tr key={row.id}>
                  <td className={table.cell}>
                    <input
                      type="checkbox"
                      aria-label={t('scheduleWizard.structure.select', { name })}
                      checked={picked.has(row.id)}
                      onChange={() => toggle(row.id)}
                    />
                  </td>
                  <th scope="row" className={`${table.cell} ${styles.rowHeader}`}>
                    {name}
                  </th>
                  <td className={table.cell}>
                    {row.subStage?.code
                      ? t(
                          `candidateList.subStageCodes.${row.subStage.code}` as 'candidateList.subStageCodes.pending',
                          {
                            defaultValue: row.subStage.code,
                          },
                        )
                      : '–'}
                  </td>
                  <td className={table.cell}>
                    {row.appliedAt === null ? '–' : formatDay(row.appliedAt, timeZone, i18n.language)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </>
  );
}
