import type { ScreeningDecisionResult } from '@shortlist/domain/contract';
import type { ScreeningDecision } from '@shortlist/domain/schemas';
import { fieldLimits } from '@shortlist/domain/schemas';
import { isStageId, stageIds } from '@shortlist/domain/stages';
import { Button, Dialog, TextField } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MoveMessageFields } from '../StageMoveMessages/MoveMessageFields.tsx';
import { moveChoiceBody, stagePolicyChoice } from '../StageMoveMessages/move-message-choice.ts';
import * as styles from './Screening.css.ts';
import { ScreeningSection } from './ScreeningSection.tsx';
import { ShortcutKey } from './ShortcutKey.tsx';
import { useKeyShortcuts } from './use-key-shortcuts.ts';
import { useDecideScreening } from './use-screening.ts';

export type DecisionPanelProps = {
  orgId: number;
  candidateId: number;
  /** The stage the candidate is screened at: the API refuses a decision once they have moved on. */
  stageId: number;
  name: string;
  onDecided: (result: ScreeningDecisionResult) => void;
};

const shortcutOf = { progress: 'P', reject: 'R', hold: 'H' } as const satisfies Record<
  ScreeningDecision,
  string
>;

/** Progress, reject (after a confirmation) or hold, by button or by P, R and H, with an optional reason. */
export function DecisionPanel({ orgId, candidateId, stageId, name, onDecided }: DecisionPanelProps) {
  const { t } = useTranslation(['manager', 'common']);
  const decide = useDecideScreening(orgId, candidateId);
  const [reason, setReason] = useState('');
  const [confirmingReject, setConfirmingReject] = useState(false);
  // Issue 32: a rejection says what it will send and needs a reason from the organisation's list.
  const [rejection, setRejection] = useState(stagePolicyChoice);

  function run(decision: ScreeningDecision) {
    setConfirmingReject(false);
    const trimmed = reason.trim();
    decide.mutate(
      {
        decision,
        ...(isStageId(stageId) ? { stageId } : {}),
        ...(trimmed ? { reason: trimmed } : {}),
        ...(decision === 'reject' ? moveChoiceBody(rejection) : {}),
      },
      { onSuccess: onDecided },
    );
  }
  const choose = (decision: ScreeningDecision) =>
    decision === 'reject' ? setConfirmingReject(true) : run(decision);
  useKeyShortcuts(
    { p: () => choose('progress'), r: () => choose('reject'), h: () => choose('hold') },
    !decide.isPending && !confirmingReject,
  );

  const button = (decision: ScreeningDecision, variant: 'primary' | 'secondary' | 'danger') => (
    <Button
      size="medium"
      variant={variant}
      lockoutMs={0}
      disabled={decide.isPending}
      aria-keyshortcuts={shortcutOf[decision]}
      onClick={() => choose(decision)}
    >
      {t(`screening.decision.${decision}`)}
      <ShortcutKey letter={shortcutOf[decision]} />
    </Button>
  );

  return (
    <ScreeningSection title={t('screening.decision.title')}>
      <TextField
        label={t('screening.decision.reason')}
        helperText={t('screening.decision.reasonHelp')}
        value={reason}
        onChange={setReason}
        maxLength={fieldLimits.label}
      />
      <div className={styles.buttons}>
        {button('progress', 'primary')}
        {button('reject', 'danger')}
        {button('hold', 'secondary')}
      </div>
      <p className={styles.note}>{t('screening.decision.shortcuts')}</p>
      <div aria-live="polite">
        {decide.isPending ? <p className={styles.note}>{t('screening.decision.deciding')}</p> : null}
      </div>
      {decide.isError ? (
        <p className={styles.error} role="alert">
          {t('screening.decision.failed', { reason: decide.error.message })}
        </p>
      ) : null}
      <Dialog
        open={confirmingReject}
        onOpenChange={setConfirmingReject}
        title={t('screening.decision.confirmTitle', { name })}
        description={t('screening.decision.confirmText')}
        closeLabel={t('common:actions.close')}
        footer={
          <>
            <Button
              size="medium"
              variant="danger"
              lockoutMs={0}
              disabled={rejection.reasonId === ''}
              onClick={() => run('reject')}
            >
              {t('screening.decision.confirmReject')}
            </Button>
            <Button size="medium" variant="text" lockoutMs={0} onClick={() => setConfirmingReject(false)}>
              {t('screening.decision.cancel')}
            </Button>
          </>
        }
      >
        {confirmingReject ? (
          <MoveMessageFields
            orgId={orgId}
            target={{ stageId: stageIds.rejected, substageId: null }}
            selection={{ ids: [candidateId] }}
            value={rejection}
            onChange={setRejection}
          />
        ) : null}
      </Dialog>
    </ScreeningSection>
  );
}
