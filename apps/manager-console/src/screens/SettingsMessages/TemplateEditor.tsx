import type { MessageTemplate } from '@shortlist/domain/schemas';
import { Button, StatusBanner } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EditConflictNotice } from '../../app/edit-version.tsx';
import { MessageTextFields } from '../Messaging/MessageTextFields.tsx';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import * as styles from './SettingsMessagesScreen.css.ts';
import { TemplatePreview } from './TemplatePreview.tsx';
import { useTemplateEditor } from './use-template-editor.ts';

/** One template's subject and body with its merge fields, Save, Reset to default, and a live preview beside it. */
export function TemplateEditor({ template }: { template: MessageTemplate }) {
  const { t } = useTranslation(['manager', 'common']);
  const editor = useTemplateEditor(template);
  const [confirmingReset, setConfirmingReset] = useState(false);
  const kind = t(`settings.messages.kinds.${template.key}`);
  const channel = t(`settings.messages.channel.${template.channel}`);

  return (
    <div className={styles.stack}>
      <Link to="/manager/settings/messages" className={styles.backLink}>
        ← {t('settings.messages.editor.back')}
      </Link>
      <h2 className={styles.editorHeading}>
        {t('settings.messages.editor.heading', { kind, channel })}
        {template.customised ? (
          <span className={styles.customised}>{t('settings.messages.customised')}</span>
        ) : null}
      </h2>
      {editor.notice ? (
        <StatusBanner
          key={editor.notice.message}
          kind={editor.notice.kind}
          message={editor.notice.message}
          dismissLabel={t('common:actions.dismiss')}
          onDismiss={editor.clearNotice}
        />
      ) : null}
      {editor.stale ? (
        <EditConflictNotice
          onReload={() => void editor.reload()}
          onOverwrite={() => void editor.overwrite()}
          overwriting={editor.saving}
        />
      ) : null}
      <div className={styles.editorLayout}>
        <form
          className={styles.editorForm}
          aria-label={t('settings.messages.editor.heading', { kind, channel })}
          onSubmit={(event) => {
            event.preventDefault();
            if (editor.valid && !editor.saving) void editor.save();
          }}
        >
          <MessageTextFields
            channel={template.channel}
            texts={editor.texts}
            onChange={editor.edit}
            mergeFields={template.mergeFields}
            errors={editor.errors}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              size="medium"
              lockoutMs={0}
              loading={editor.saving}
              disabled={!editor.valid}
            >
              {t('settings.messages.editor.save')}
            </Button>
            <Button
              size="medium"
              variant="text"
              lockoutMs={0}
              disabled={!template.customised || editor.saving}
              onClick={() => setConfirmingReset(true)}
            >
              {t('settings.messages.editor.reset')}
            </Button>
            {editor.changed ? (
              <span className={styles.muted}>{t('settings.messages.editor.unsaved')}</span>
            ) : null}
          </div>
        </form>
        <TemplatePreview templateKey={template.key} channel={template.channel} texts={editor.texts} />
      </div>
      {confirmingReset ? (
        <ConfirmDialog
          title={t('settings.messages.editor.resetTitle')}
          text={t('settings.messages.editor.resetText', { kind, channel })}
          confirmLabel={t('settings.messages.editor.resetConfirm')}
          cancelLabel={t('settings.messages.editor.cancel')}
          onConfirm={editor.reset}
          onClose={() => setConfirmingReset(false)}
        />
      ) : null}
    </div>
  );
}
