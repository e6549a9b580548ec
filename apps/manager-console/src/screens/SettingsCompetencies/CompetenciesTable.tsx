import type { Competency } from '@shortlist/domain/contract';
import { useTranslation } from 'react-i18next';
import * as styles from './SettingsCompetencies.css.ts';

export type CompetenciesTableProps = {
  competencies: readonly Competency[];
  /** Manager admins get the actions; everyone else reads. */
  editable: boolean;
  /** The competency being changed: its buttons wait (aria-disabled, so the focus stays put). */
  changing: number | null;
  onEdit: (competency: Competency) => void;
  onSetRetired: (competency: Competency, retired: boolean) => void;
  onMove: (competency: Competency, by: -1 | 1) => void;
};

/** The framework in its order, each competency with its guide's anchors and, for admins, its actions. */
export function CompetenciesTable({
  competencies,
  editable,
  changing,
  onEdit,
  onSetRetired,
  onMove,
}: CompetenciesTableProps) {
  const { t } = useTranslation('manager');
  const column = (name: 'name' | 'guide' | 'status' | 'actions') => (
    <th scope="col" className={styles.plainHeader}>
      {t(`settings.competencies.columns.${name}`)}
    </th>
  );
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too.
    <section className={styles.scroller} tabIndex={0} aria-labelledby="competencies-caption">
      <table className={styles.table}>
        <caption id="competencies-caption" className={styles.caption}>
          <span className={styles.captionText}>{t('settings.competencies.caption')}</span>
        </caption>
        <thead>
          <tr>
            {column('name')}
            {column('guide')}
            {column('status')}
            {editable ? column('actions') : null}
          </tr>
        </thead>
        <tbody>
          {competencies.map((competency, index) => {
            const busy = changing === competency.id;
            const button = (label: string, text: string, action: () => void, hidden = false) =>
              hidden ? null : (
                <button
                  type="button"
                  className={styles.toolButton}
                  aria-disabled={busy || undefined}
                  aria-label={label}
                  onClick={() => {
                    if (!busy) action();
                  }}
                >
                  {text}
                </button>
              );
            const named = { name: competency.name };
            return (
              <tr key={competency.id}>
                <th scope="row" className={competency.retired ? styles.retiredName : styles.nameCell}>
                  {competency.name}
                </th>
                <td className={styles.cell}>
                  <dl className={styles.anchors}>
                    {(['1', '2', '3', '4', '5'] as const).flatMap((level) =>
                      competency.guide[level]
                        ? [
                            <dt key={`${level}-term`}>{level}</dt>,
                            <dd key={`${level}-text`} className={styles.anchor}>
                              {competency.guide[level]}
                            </dd>,
                          ]
                        : [],
                    )}
                  </dl>
                </td>
                <td className={styles.cell}>
                  {t(`settings.competencies.status.${competency.retired ? 'retired' : 'offered'}`)}
                </td>
                {editable ? (
                  <td className={styles.cell}>
                    <div className={styles.actions}>
                      {button(
                        t('settings.competencies.editLabel', named),
                        t('settings.competencies.edit'),
                        () => onEdit(competency),
                      )}
                      {button(
                        t('settings.competencies.moveUpLabel', named),
                        t('settings.competencies.moveUp'),
                        () => onMove(competency, -1),
                        index === 0,
                      )}
                      {button(
                        t('settings.competencies.moveDownLabel', named),
                        t('settings.competencies.moveDown'),
                        () => onMove(competency, 1),
                        index === competencies.length - 1,
                      )}
                      {button(
                        t(
                          `settings.competencies.${competency.retired ? 'restoreLabel' : 'retireLabel'}`,
                          named,
                        ),
                        t(`settings.competencies.${competency.retired ? 'restore' : 'retire'}`),
                        () => onSetRetired(competency, !competency.retired),
                      )}
                    </div>
                  </td>
                ) : null}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
