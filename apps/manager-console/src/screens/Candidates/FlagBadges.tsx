import type { ContextualFlagKey } from '@shortlist/domain/contextual';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../app/controls.css.ts';
import * as styles from './FlagBadges.css.ts';

/**
 * A row's contextual flags as short badges ('FSM'); the full name is the tooltip and what a screen reader
 * reads, so the short form is hidden from it.
 */
export function FlagBadges({ flags }: { flags: readonly ContextualFlagKey[] }) {
  const { t } = useTranslation('manager');
  if (flags.length === 0) return null;
  return (
    <ul className={styles.badges}>
      {flags.map((flag) => {
        const name = t(`contextual.flags.${flag}`);
        return (
          <li key={flag} className={styles.badge} title={name}>
            <span aria-hidden="true">{t(`recordPanels.list.short.${flag}`)}</span>
            <span className={visuallyHidden}>{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
