import { describePasswordProblems, passwordMessages } from '@shortlist/domain/validation';
import { Icon } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './PasswordRules.css.ts';

type Rule = keyof typeof passwordMessages;
const rules = Object.keys(passwordMessages) as Rule[];

/** Which password rules of §5 a value meets, by rule. */
export function checkPasswordRules(password: string): Record<Rule, boolean> {
  const problems = describePasswordProblems(password);
  return Object.fromEntries(
    rules.map((rule) => [rule, !problems.includes(passwordMessages[rule])]),
  ) as Record<Rule, boolean>;
}

/** The password rules of §5, each ticked as the typed password meets it. */
export function PasswordRules({ password }: { password: string }) {
  const { t } = useTranslation(['candidate', 'common']);
  const met = checkPasswordRules(password);
  return (
    <div className={styles.rules}>
      <p className={styles.heading}>{t('signup.passwordRules')}</p>
      <ul className={styles.list}>
        {rules.map((rule) => (
          <li key={rule} className={met[rule] ? styles.met : styles.missing} data-met={met[rule]}>
            <Icon
              name={met[rule] ? 'tick' : 'cross'}
              small
              label={met[rule] ? t('signup.ruleMet') : t('signup.ruleMissing')}
            />
            {t(`signup.rules.${rule}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}
