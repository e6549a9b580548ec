import { useTranslation } from 'react-i18next';
import * as appStyles from './app.css.ts';
import * as styles from './CandidatePitch.css.ts';

const steps = [
  { title: 'home.findTitle', text: 'home.findText' },
  { title: 'home.applyTitle', text: 'home.applyText' },
  { title: 'home.trackTitle', text: 'home.trackText' },
] as const;

/** What the site does for a candidate, in three steps: the pitch beside the welcome and sign-up cards. */
export function CandidatePitch() {
  const { t } = useTranslation('candidate');
  return (
    <ol className={styles.steps}>
      {steps.map((step) => (
        <li key={step.title} className={styles.step}>
          <h2 className={styles.stepTitle}>{t(step.title)}</h2>
          <p className={appStyles.text}>{t(step.text)}</p>
        </li>
      ))}
    </ol>
  );
}
