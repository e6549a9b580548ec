import { callRoute } from '@shortlist/api-client';
import { exportOwnData } from '@shortlist/domain/contract';
import { Button } from '@shortlist/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveDownload } from '../../react/save-download.ts';
import { useShell } from '../../react/shell-context.ts';
import * as shared from '../shared/FormStack.css.ts';

/** GET /user/export: everything held about the user as a ZIP, saved through the browser's own download. */
export function DataExport() {
  const { t } = useTranslation();
  const { api } = useShell();
  const headingId = useId();
  const [state, setState] = useState<'idle' | 'preparing' | 'done' | 'failed'>('idle');

  async function download() {
    setState('preparing');
    try {
      const archive = await callRoute(api, exportOwnData);
      saveDownload(archive, t('account.exportFileName'));
      setState('done');
    } catch {
      setState('failed');
    }
  }

  return (
    <section className={shared.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.sectionHeading}>
        {t('account.exportTitle')}
      </h2>
      <p className={shared.text}>{t('account.exportHelp')}</p>
      <div className={shared.actions}>
        <Button variant="secondary" loading={state === 'preparing'} onClick={() => void download()}>
          {t('account.exportAction')}
        </Button>
      </div>
      {state === 'done' || state === 'failed' ? (
        <p className={shared.muted} role="status">
          {state === 'done' ? t('account.exportDone') : t('account.exportFailed')}
        </p>
      ) : null}
    </section>
  );
}
