import type { AssessmentCentrePublishPreview, AssessmentCentreView } from '@shortlist/domain/contract';
import { Button } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { toLocale } from '../../app/format.ts';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import * as styles from './AssessmentCentres.css.ts';

type Published = { sent: number; assessors: number; candidates: number; scorecards: number };

/**
 * Publishing, in two steps so nothing is sent by accident: the preview names who will be emailed and shows a
 * sample of each email; only then does Send queue them.
 */
export function PublishPanel({
  view,
  onPreview,
  onPublish,
}: {
  view: AssessmentCentreView;
  onPreview: () => Promise<AssessmentCentrePublishPreview>;
  onPublish: () => Promise<Published>;
}) {
  const { t, i18n } = useTranslation('manager');
  const locale = toLocale(i18n.language);
  const id = useId();
  const [preview, setPreview] = useState<AssessmentCentrePublishPreview | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<Published | null>(null);

  async function run<T>(action: () => Promise<T>, fallback: string, then: (result: T) => void) {
    setBusy(true);
    setError(null);
    try {
      then(await action());
    } catch (failure) {
      setError(readFieldErrors(failure).general ?? fallback);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('assessmentCentres.publish.heading')}
      </h2>
      <p className={styles.muted}>{t('assessmentCentres.publish.intro')}</p>
      {view.publishedAt ? (
        <p className={styles.muted}>
          {t('assessmentCentres.publish.lastSent', {
            when: new Date(view.publishedAt).toLocaleString(locale, { timeZone: view.timeZone }),
            who: view.publishedBy ?? '',
          })}
        </p>
      ) : null}
      <div>
        <button
          type="button"
          className={toolButton}
          disabled={busy}
          onClick={() =>
            run(onPreview, t('assessmentCentres.publish.previewFailed'), (result) => {
              setDone(null);
              setPreview(result);
            })
          }
        >
          {t('assessmentCentres.publish.preview')}
        </button>
      </div>
      {preview ? (
        <>
          <p role="status">
            {preview.toSend === 0
              ? t('assessmentCentres.publish.nothing')
              : t('assessmentCentres.publish.toSend', { count: preview.toSend })}
          </p>
          <table className={styles.grid}>
            <caption className={styles.muted}>{t('assessmentCentres.publish.caption')}</caption>
            <thead>
              <tr>
                {(['name', 'kind', 'sessions', 'changed'] as const).map((column) => (
                  <th key={column} scope="col" className={styles.cell}>
                    {t(`assessmentCentres.publish.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.recipients.map((recipient) => (
                <tr key={recipient.personKey}>
                  <td className={styles.cell}>{recipient.name}</td>
                  <td className={styles.cell}>{t(`assessmentCentres.publish.kinds.${recipient.kind}`)}</td>
                  <td className={styles.cell}>{recipient.sessions}</td>
                  <td className={styles.cell}>
                    {t(
                      recipient.changed
                        ? 'assessmentCentres.publish.changed'
                        : 'assessmentCentres.publish.unchanged',
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {preview.samples.map((sample) => (
            <div key={sample.kind} className={styles.field}>
              <h3 className={styles.label}>
                {t('assessmentCentres.publish.sample', { recipient: sample.recipient })}
              </h3>
              <pre className={styles.sample}>
                {t('assessmentCentres.publish.subject', { subject: sample.subject })}
                {'\n\n'}
                {sample.body}
              </pre>
            </div>
          ))}
          {preview.toSend > 0 ? (
            <div>
              <Button
                size="medium"
                lockoutMs={0}
                loading={busy}
                onClick={() =>
                  run(onPublish, t('assessmentCentres.publish.failed'), (result) => {
                    setPreview(null);
                    setDone(result);
                  })
                }
              >
                {t('assessmentCentres.publish.send', { count: preview.toSend })}
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
      {done ? <p role="status">{t('assessmentCentres.publish.sent', done)}</p> : null}
      {error ? (
        <p role="alert" className={styles.errors}>
          {error}
        </p>
      ) : null}
    </section>
  );
}
