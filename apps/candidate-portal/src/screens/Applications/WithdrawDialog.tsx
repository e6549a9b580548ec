import { callRoute } from '@shortlist/api-client';
import { withdrawCandidate } from '@shortlist/domain/contract';
import type { WithdrawalReason } from '@shortlist/domain/schemas';
import { withdrawalReasons } from '@shortlist/domain/schemas';
import { useApi, useShell, useSiteBrandStyle } from '@shortlist/shell/react';
import { toProcessError } from '@shortlist/shell/state';
import { Button, Dialog, SingleOptionField, TextareaField } from '@shortlist/ui';
import { brandThemeClass } from '@shortlist/ui/theme';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as appStyles from '../../app/app.css.ts';
import type { OwnApplication } from './own-applications.ts';
import { readOwnApplications } from './own-applications.ts';

// Decision: a short, kind question with a few reasons and room for a sentence; neither is required.
const noteLimit = 500;

/** Asks before withdrawing an application, with an optional reason, and hands back the withdrawn application. */
export function WithdrawDialog({
  application,
  roleName,
  onWithdrawn,
}: {
  application: OwnApplication;
  roleName: string;
  onWithdrawn: (withdrawn: OwnApplication) => void;
}) {
  const { t } = useTranslation('candidate');
  const api = useApi();
  const { brand } = useShell();
  const siteBrandStyle = useSiteBrandStyle();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<WithdrawalReason | null>(null);
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const organization = application.organization?.name ?? '';

  function changeOpen(next: boolean) {
    setOpen(next);
    if (!next) {
      setReason(null);
      setNote('');
      setFailure(null);
    }
  }

  async function withdraw() {
    setSending(true);
    setFailure(null);
    try {
      const reply = await callRoute(api, withdrawCandidate, {
        params: { id: application.id },
        body: { reason, note: note.trim() || null },
      });
      const [withdrawn] = readOwnApplications([reply]);
      setOpen(false);
      if (withdrawn) onWithdrawn(withdrawn);
    } catch (error) {
      setFailure(t('withdraw.failed', { message: toProcessError(error).message }));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      title={t('withdraw.title')}
      description={t('withdraw.description', { role: roleName, organization })}
      closeLabel={t('withdraw.close')}
      // The dialog renders in a portal outside the app's root; it carries the brand theme itself.
      className={brandThemeClass[brand]}
      style={siteBrandStyle}
      trigger={
        <Button
          size="small"
          variant="secondary"
          lockoutMs={0}
          aria-label={t('withdraw.actionFor', { role: roleName })}
        >
          {t('withdraw.action')}
        </Button>
      }
      footer={
        <>
          <Button variant="secondary" lockoutMs={0} onClick={() => changeOpen(false)}>
            {t('withdraw.cancel')}
          </Button>
          <Button variant="danger" loading={sending} onClick={() => void withdraw()}>
            {t('withdraw.confirm')}
          </Button>
        </>
      }
    >
      <div className={appStyles.stack}>
        <SingleOptionField
          label={t('withdraw.reasonLabel')}
          helperText={t('withdraw.reasonHelp', { organization })}
          options={withdrawalReasons.map((value) => ({ value, label: t(`withdraw.reasons.${value}`) }))}
          value={reason}
          onChange={(value) => setReason(value as WithdrawalReason)}
        />
        <TextareaField
          label={t('withdraw.noteLabel')}
          helperText={t('withdraw.noteHelp')}
          value={note}
          onChange={setNote}
          maxLength={noteLimit}
          rows={3}
        />
        {failure ? (
          <p className={appStyles.formError} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
