import { isAdmin } from '@shortlist/domain/users';
import { DelayedSpinner, useShell, useShellStore } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageTemplates } from '../Messaging/use-send-message.ts';
import { SettingsPage } from '../Settings/SettingsPage.tsx';
import * as styles from './SettingsMessagesScreen.css.ts';
import { TemplateEditor } from './TemplateEditor.tsx';
import { TemplateList } from './TemplateList.tsx';

/** The templates of the organisation; ?key=&channel= opens one in the editor. */
function MessageTemplates() {
  const { t } = useTranslation(['manager', 'common']);
  const templates = useMessageTemplates();
  const [params] = useSearchParams();
  const key = params.get('key');
  const channel = params.get('channel');

  if (templates.isPending) return <DelayedSpinner />;
  if (templates.isError) {
    return (
      <ErrorState
        title={t('settings.messages.loadFailed')}
        text={templates.error.message}
        retryLabel={t('common:actions.tryAgain')}
        onRetry={() => templates.refetch()}
      />
    );
  }
  const chosen = templates.data.find((template) => template.key === key && template.channel === channel);
  if (chosen) return <TemplateEditor key={`${chosen.key}:${chosen.channel}`} template={chosen} />;
  return (
    <div className={styles.stack}>
      <p className={styles.intro}>{t('settings.messages.intro')}</p>
      <p className={styles.muted}>{t('settings.messages.sortHint')}</p>
      <TemplateList templates={templates.data} />
    </div>
  );
}

/** /manager/settings/messages: every message the organisation sends, editable by its manager admins. */
export default function SettingsMessagesScreen() {
  const { t } = useTranslation('manager');
  const shell = useShell();
  const admin = useShellStore(shell.user, (state) => isAdmin(state.user));
  return (
    <SettingsPage title={t('settings.messages.title')}>
      {admin ? (
        <MessageTemplates />
      ) : (
        <EmptyState title={t('settings.messages.adminOnly')} text={t('settings.messages.adminOnlyText')} />
      )}
    </SettingsPage>
  );
}
