import { callRoute } from '@shortlist/api-client';
import { previewMessageTemplate } from '@shortlist/domain/contract';
import type { ContactChannel } from '@shortlist/domain/enums';
import type { MessageTemplateKey } from '@shortlist/domain/schemas';
import { countSmsMessages, findNonGsmCharacters } from '@shortlist/domain/validation';
import { useApi } from '@shortlist/shell/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readFieldErrors } from '../Messaging/field-errors.ts';
import type { MessageTexts } from '../Messaging/MessageTextFields.tsx';
import type { PreviewCandidate } from './PreviewCandidatePicker.tsx';
import { PreviewCandidatePicker } from './PreviewCandidatePicker.tsx';
import * as styles from './TemplatePreview.css.ts';

export type TemplatePreviewProps = {
  templateKey: MessageTemplateKey;
  channel: ContactChannel;
  /** The editor's texts, saved or not. */
  texts: MessageTexts;
};

const typingPause = 400;

/** The unsaved texts merged by the server with a chosen candidate's data (or sample data), as sent. */
export function TemplatePreview({ templateKey, channel, texts }: TemplatePreviewProps) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const [candidate, setCandidate] = useState<PreviewCandidate | null>(null);
  const [shown, setShown] = useState(texts);
  useEffect(() => {
    const timer = setTimeout(() => setShown(texts), typingPause);
    return () => clearTimeout(timer);
  }, [texts]);
  const sendable =
    channel === 'EMAIL' ||
    (findNonGsmCharacters(shown.body).length === 0 && countSmsMessages(shown.body) !== null);
  const preview = useQuery({
    queryKey: ['template-preview', templateKey, channel, shown, candidate?.id ?? null],
    // A text the editor already marks as unsendable keeps the last preview rather than repeat its error.
    enabled: shown.body.trim() !== '' && sendable,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: ({ signal }) =>
      callRoute(api, previewMessageTemplate, {
        params: { key: templateKey, channel },
        body: {
          subject: channel === 'EMAIL' ? shown.subject : null,
          body: shown.body,
          candidateId: candidate?.id ?? null,
        },
        signal,
      }),
  });
  const rendered = preview.data;
  const problem = preview.isError ? readFieldErrors(preview.error) : null;

  return (
    <section className={styles.pane} aria-labelledby="preview-heading" aria-busy={preview.isFetching}>
      <h3 id="preview-heading" className={styles.heading}>
        {t('settings.messages.preview.heading')}
      </h3>
      <PreviewCandidatePicker chosen={candidate} onChoose={setCandidate} />
      {sendable ? null : <p className={styles.hint}>{t('settings.messages.preview.waiting')}</p>}
      {preview.isFetching ? <p className={styles.hint}>{t('settings.messages.preview.loading')}</p> : null}
      {preview.isError ? (
        <p className={styles.error} role="alert">
          {t('settings.messages.preview.failed', {
            message: Object.values(problem?.fields ?? {}).join(' ') || (problem?.general ?? ''),
          })}
        </p>
      ) : null}
      {rendered ? (
        <div className={styles.rendered}>
          {rendered.subject !== null ? (
            <p className={styles.subject}>
              <span className={styles.label}>{t('settings.messages.preview.subject')}: </span>
              {rendered.subject}
            </p>
          ) : null}
          {rendered.smsCount !== null ? (
            <p className={styles.hint}>
              {t('settings.messages.preview.smsCount', { count: rendered.smsCount })}
            </p>
          ) : null}
          <div className={rendered.html ? styles.columns : undefined}>
            {rendered.html ? (
              // sandbox="" runs no script and opens nothing: the merged HTML is shown, never trusted.
              <iframe
                className={styles.frame}
                title={t('settings.messages.preview.html')}
                sandbox=""
                srcDoc={rendered.html}
              />
            ) : null}
            <figure className={styles.textFigure}>
              <figcaption className={styles.label}>{t('settings.messages.preview.text')}</figcaption>
              <pre className={styles.text}>{rendered.text}</pre>
            </figure>
          </div>
        </div>
      ) : null}
    </section>
  );
}
