import { describePasswordProblems } from '@shortlist/domain/validation';
import { useTranslation } from 'react-i18next';
import { usePhrase } from '../form-support.ts';
import * as styles from './FormStack.css.ts';

/** §5 password rule, live: what the typed password still lacks, announced politely as it changes. */
export function PasswordRules({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const phrase = usePhrase();
  const problems = describePasswordProblems(password);
  return (
    <div id={id} aria-live="polite" className={styles.stack}>
      {problems.length === 0 ? (
        <p className={styles.muted}>{t('resetPassword.rulesMet')}</p>
      ) : (
        <>
          <p className={styles.muted}>{t('resetPassword.rulesTitle')}</p>
          <ul className={styles.list}>
            {problems.map((problem) => (
              <li key={problem}>{phrase(problem)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
