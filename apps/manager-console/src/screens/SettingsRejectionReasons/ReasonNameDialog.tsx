import { maxRejectionReasonNameLength } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import type { NameDialogProps } from '../Settings/NameDialog.tsx';
import { NameDialog } from '../Settings/NameDialog.tsx';

export type ReasonNameDialogProps = Omit<NameDialogProps, 'labels' | 'maxLength'>;

/** Asks for a rejection reason's name and saves it; the server's message shows at the field. */
export function ReasonNameDialog(props: ReasonNameDialogProps) {
  const { t } = useTranslation('manager');
  const labels = {
    name: t('settings.rejectionReasons.name'),
    save: t('settings.rejectionReasons.save'),
    cancel: t('settings.rejectionReasons.cancel'),
  };
  return <NameDialog {...props} labels={labels} maxLength={maxRejectionReasonNameLength} />;
}
