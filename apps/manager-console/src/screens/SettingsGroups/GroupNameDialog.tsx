import { maxGroupNameLength } from '@shortlist/domain/schemas';
import { useTranslation } from 'react-i18next';
import type { NameDialogProps } from '../Settings/NameDialog.tsx';
import { NameDialog } from '../Settings/NameDialog.tsx';

export type GroupNameDialogProps = Omit<NameDialogProps, 'labels' | 'maxLength'>;

/** Asks for a group's name and saves it; the server's message (a name already taken) shows at the field. */
export function GroupNameDialog(props: GroupNameDialogProps) {
  const { t } = useTranslation('manager');
  const labels = {
    name: t('settings.groups.name'),
    save: t('settings.groups.save'),
    cancel: t('settings.groups.cancel'),
  };
  return <NameDialog {...props} labels={labels} maxLength={maxGroupNameLength} />;
}
