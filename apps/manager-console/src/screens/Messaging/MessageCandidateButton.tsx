import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toolButton } from '../../app/controls.css.ts';
import { LazySendMessageDialog } from './LazySendMessageDialog.tsx';
import * as styles from './MessageCandidateButton.css.ts';

/** "Message" on one candidate's record: the send dialog with that candidate alone as the selection. */
export function MessageCandidateButton({ candidateId }: { candidateId: number }) {
  const { t } = useTranslation('manager');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={`${toolButton} ${styles.button}`} onClick={() => setOpen(true)}>
        {t('settings.send.action')}
      </button>
      {open ? (
        <LazySendMessageDialog filter={{ ids: [candidateId] }} count={1} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
