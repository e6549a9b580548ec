import {
  brandColourBackgrounds,
  brandColourProblem,
  contrastRatio,
  formatContrastRatio,
  isHexColour,
  minimumTextContrast,
} from '@shortlist/domain/brands';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './BrandColourPreview.css.ts';

/**
 * The brand colour as candidates will see it (issue 19): a sample button with white text and a sample link,
 * and the contrast the colour reaches, measured as the admin types by the rule the API applies on save.
 * `children` is the colour picker, first in the row of samples.
 */
export function BrandColourPreview({ colour, children }: { colour: string; children: ReactNode }) {
  const { t } = useTranslation('manager');
  const trimmed = colour.trim();
  if (!isHexColour(trimmed)) {
    return (
      <div className={styles.preview}>
        <div className={styles.samples}>{children}</div>
        <p className={styles.status} aria-live="polite">
          {trimmed === '' ? t('settings.organisation.brand.noColour') : null}
        </p>
      </div>
    );
  }
  const ratio = Math.min(...brandColourBackgrounds.map((background) => contrastRatio(trimmed, background)));
  const fails = brandColourProblem(trimmed) !== null;
  const values = { ratio: formatContrastRatio(ratio), minimum: formatContrastRatio(minimumTextContrast) };
  return (
    <div className={styles.preview}>
      <div className={styles.samples}>
        {children}
        <span aria-hidden="true" className={styles.sampleButton} style={{ backgroundColor: trimmed }}>
          {t('settings.organisation.brand.sampleButton')}
        </span>
        <span aria-hidden="true" className={styles.sampleLink} style={{ color: trimmed }}>
          {t('settings.organisation.brand.sampleLink')}
        </span>
      </div>
      <p className={fails ? styles.fails : styles.status} aria-live="polite">
        {t(
          fails ? 'settings.organisation.brand.contrastFails' : 'settings.organisation.brand.contrastPasses',
          values,
        )}
      </p>
    </div>
  );
}
