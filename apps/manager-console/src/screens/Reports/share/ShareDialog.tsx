import type { ReportShare } from '@shortlist/domain/contract';
import type { AnyReportKind } from '@shortlist/domain/reports';
import type { ReportQuery } from '@shortlist/domain/schemas';
import { reportShareDefaultDays } from '@shortlist/domain/schemas';
import { managerReportScreens } from '@shortlist/i18n/resources/manager-report-screens';
import { useWording } from '@shortlist/shell/react';
import { Dialog, ErrorState } from '@shortlist/ui';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from '../Reports.css.ts';
import type { ReportOptions } from '../use-report-options.ts';
import { ShareLinks } from './ShareLinks.tsx';
import { useReportShares } from './use-report-shares.ts';

export type ShareDialogProps = {
  kind: AnyReportKind;
  query: ReportQuery;
  options: ReportOptions;
  onClose: () => void;
};

function CreatedLink({ share }: { share: ReportShare }) {
  const { t } = useTranslation('manager');
  const id = useId();
  const [copied, setCopied] = useState(false);
  const link = `${window.location.origin}${share.path ?? ''}`;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t('reports.share.link')}
      </label>
      <input
        id={id}
        className={styles.compactControl}
        readOnly
        value={link}
        onFocus={(event) => event.target.select()}
      />
      <div className={styles.toolbar}>
        <button
          type="button"
          className={styles.toolButton}
          onClick={() => void navigator.clipboard.writeText(link).then(() => setCopied(true))}
        >
          {t('reports.share.copy')}
        </button>
        <p className={styles.hint} role="status">
          {copied ? t('reports.share.copied') : ''}
        </p>
      </div>
    </div>
  );
}

/** Share: a read-only link to this report for 1 to 90 days, and the organisation's links to revoke. */
export default function ShareDialog({ kind, query, options, onClose }: ShareDialogProps) {
  useWording('manager', managerReportScreens);
  const { t } = useTranslation(['manager', 'common']);
  const daysId = useId();
  const hintId = useId();
  const [days, setDays] = useState(String(reportShareDefaultDays));
  const { shares, create, revoke } = useReportShares();

  function submit(event: FormEvent) {
    event.preventDefault();
    create.mutate({ kind, query, expiresInDays: Number(days) });
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('reports.share.title')}
      description={t('reports.share.description')}
      closeLabel={t('reports.share.close')}
    >
      <div className={styles.stack}>
        <form className={styles.toolbar} onSubmit={submit}>
          <div className={styles.field}>
            <label className={styles.label} htmlFor={daysId}>
              {t('reports.share.days')}
            </label>
            <input
              id={daysId}
              type="number"
              min={1}
              max={90}
              required
              className={styles.compactControl}
              aria-describedby={hintId}
              value={days}
              onChange={(event) => setDays(event.target.value)}
            />
            <p id={hintId} className={styles.hint}>
              {t('reports.share.daysHint')}
            </p>
          </div>
          <button type="submit" className={styles.primaryToolButton} disabled={create.isPending}>
            {create.isPending ? t('reports.share.creating') : t('reports.share.create')}
          </button>
        </form>
        {create.isError ? <p role="alert">{create.error.message}</p> : null}
        {create.data ? <CreatedLink share={create.data} /> : null}
        {shares.isError ? (
          <ErrorState
            title={t('reports.share.loadFailed')}
            text={shares.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => shares.refetch()}
          />
        ) : null}
        {revoke.isError ? <p role="alert">{revoke.error.message}</p> : null}
        {shares.data ? (
          <ShareLinks
            shares={shares.data}
            options={options}
            revoking={revoke.isPending ? (revoke.variables ?? null) : null}
            onRevoke={(share) => revoke.mutate(share.id)}
          />
        ) : null}
      </div>
    </Dialog>
  );
}
