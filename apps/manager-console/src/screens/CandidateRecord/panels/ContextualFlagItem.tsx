import type { ContextualFlag } from '@shortlist/domain/contextual';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ContextualFlagsPanel.css.ts';
import { evidenceAnswer, evidenceQuestion, flagLabel, flagRule } from './contextual-wording.ts';

/** One flag that is on: a pill that discloses the rule and the answers behind it (Enter or Space opens). */
export function ContextualFlagItem({ flag }: { flag: ContextualFlag }) {
  const { t } = useTranslation(['manager', 'common']);
  const [open, setOpen] = useState(false);
  const explanationId = useId();
  return (
    <li>
      <button
        type="button"
        className={styles.badge}
        aria-expanded={open}
        aria-controls={explanationId}
        onClick={() => setOpen((was) => !was)}
      >
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
        {flagLabel(t, flag.key)}
      </button>
      <div id={explanationId} className={styles.explanation} hidden={!open}>
        <p className={styles.rule}>{flagRule(t, flag)}</p>
        {flag.evidence.length === 0 ? (
          <p className={styles.question}>{t('recordPanels.flags.noEvidence')}</p>
        ) : (
          <dl className={styles.evidence} aria-label={t('recordPanels.flags.evidence')}>
            {flag.evidence.map((item) => (
              <div key={item.question} className={styles.evidenceRow}>
                <dt className={styles.question}>{evidenceQuestion(t, item)}</dt>
                <dd className={styles.answer}>{evidenceAnswer(t, item)}</dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </li>
  );
}
