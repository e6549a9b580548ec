import { Dialog } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './ShortcutsDialog.css.ts';

const shortcuts = [
  { keys: ['/'], action: 'focusSearch' },
  { keys: ['j', '↓'], action: 'next' },
  { keys: ['k', '↑'], action: 'previous' },
  { keys: ['Enter'], action: 'openRow' },
  { keys: ['x'], action: 'toggleRow' },
  { keys: ['?'], action: 'help' },
] as const;

/** The ? overlay: every shortcut of the list. */
export function ShortcutsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('manager');
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('candidateList.shortcuts.title')}
      closeLabel={t('candidateList.shortcuts.close')}
    >
      <dl className={styles.list}>
        {shortcuts.map((shortcut) => (
          <div key={shortcut.action} className={styles.row}>
            <dt className={styles.keys}>
              {shortcut.keys.map((key) => (
                <kbd key={key} className={styles.key}>
                  {key}
                </kbd>
              ))}
            </dt>
            <dd className={styles.action}>{t(`candidateList.shortcuts.${shortcut.action}`)}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
