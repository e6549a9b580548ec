import type { ContextualFlag } from '@shortlist/domain/contextual';
import { contextualFlagKeys } from '@shortlist/domain/contextual';
import { EmptyState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { RecordSection } from '../RecordSection.tsx';
import { ContextualFlagItem } from './ContextualFlagItem.tsx';
import * as styles from './ContextualFlagsPanel.css.ts';
import { flagLabel } from './contextual-wording.ts';

export type ContextualFlagsPanelProps = { flags: readonly ContextualFlag[] };

// The domain's order of flags, whatever order the reply lists them in.
const byDomainOrder = (a: ContextualFlag, b: ContextualFlag) =>
  contextualFlagKeys.indexOf(a.key) - contextualFlagKeys.indexOf(b.key);

/**
 * The contextual flags the candidate's own answers support (issue 13): those that are on first, each able to
 * say why; those the answers rule out after, muted. Context for the reviewer, never a score.
 */
export function ContextualFlagsPanel({ flags }: ContextualFlagsPanelProps) {
  const { t } = useTranslation(['manager', 'common']);
  const sorted = [...flags].sort(byDomainOrder);
  const on = sorted.filter((flag) => flag.on);
  const off = sorted.filter((flag) => !flag.on);
  return (
    <RecordSection
      title={t('contextual.title')}
      meta={on.length > 0 ? t('recordPanels.flags.flaggedCount', { count: on.length }) : undefined}
    >
      {flags.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('recordPanels.flags.empty')}
          text={t('recordPanels.flags.emptyText')}
        />
      ) : (
        <>
          <p className={styles.intro}>{t('contextual.intro')}</p>
          {on.length > 0 ? (
            <ul className={styles.flagList}>
              {on.map((flag) => (
                <ContextualFlagItem key={flag.key} flag={flag} />
              ))}
            </ul>
          ) : null}
          {off.length > 0 ? (
            <p className={styles.notFlagged}>
              {t('recordPanels.flags.notFlagged', {
                flags: off.map((flag) => flagLabel(t, flag.key)).join(', '),
              })}
            </p>
          ) : null}
        </>
      )}
    </RecordSection>
  );
}
