import { callRoute } from '@shortlist/api-client';
import { createFormTemplate } from '@shortlist/domain/contract';
import { useApi } from '@shortlist/shell/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { primaryToolButton, toolButton } from '../../app/controls.css.ts';
import { EditConflictNotice } from '../../app/edit-version.tsx';
import { SaveStatus } from '../Settings/SaveStatus.tsx';
import * as styles from './editor.css.ts';
import { FormBuilder } from './FormBuilder.tsx';
import { writeForm } from './form-model.ts';
import { writeTranslations } from './form-translations.ts';
import type { Notice } from './notice.tsx';
import { useNotice } from './notice.tsx';
import { RoleDetailsFields } from './RoleDetailsFields.tsx';
import { linkButton } from './settings-table.css.ts';
import { TemplateNameDialog } from './TemplateNameDialog.tsx';
import type { EditorStart } from './use-role-editor.ts';
import { useRoleEditor } from './use-role-editor.ts';
import { useFormLanguages } from './use-role-reference.ts';

/** The role editor: its details and application form, saved together; preview and save-as-template beside. */
export function RoleEditor({
  start,
  notice: initialNotice,
  onReload,
}: {
  start: EditorStart;
  notice?: Notice | null;
  /** Someone else saved the role: read it again and start over from their version. */
  onReload?: () => void;
}) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const languages = useFormLanguages();
  const notice = useNotice(initialNotice ?? null);
  const [savingTemplate, setSavingTemplate] = useState(false);
  const editor = useRoleEditor(start, (role, created) => {
    if (created) navigate(`/manager/settings/roles/${role.id}`, { state: { notice: 'created' } });
    else notice.succeed(t('settings.editor.saved'));
  });

  return (
    <div className={styles.page}>
      <div className={styles.actionBar}>
        <Link to="/manager/settings/roles" className={linkButton}>
          {t('settings.editor.back')}
        </Link>
        <span className={styles.spacer} />
        {start.roleId === null ? (
          <span className={styles.hint}>{t('settings.editor.previewAfterSave')}</span>
        ) : (
          <a href={`/preview/${start.roleId}`} target="_blank" rel="noopener" className={linkButton}>
            {t('settings.editor.preview')}
            <span className={styles.visuallyHidden}> ({t('settings.editor.previewHint')})</span>
          </a>
        )}
        <button type="button" className={toolButton} onClick={() => setSavingTemplate(true)}>
          {t('settings.editor.saveAsTemplate')}
        </button>
        <button type="button" className={primaryToolButton} disabled={editor.saving} onClick={editor.save}>
          {editor.saving ? t('settings.editor.saving') : t('settings.editor.save')}
        </button>
      </div>
      <SaveStatus outcome={notice.notice} onDismiss={notice.clear} />
      {editor.stale ? (
        <EditConflictNotice
          onReload={() => onReload?.()}
          onOverwrite={() => void editor.overwrite()}
          overwriting={editor.saving}
        />
      ) : null}
      {editor.problemCount > 0 || editor.failure ? (
        <div role="alert" className={styles.alert}>
          {editor.problemCount > 0 ? (
            <p>{t('settings.editor.fixProblems', { count: editor.problemCount })}</p>
          ) : null}
          {editor.failure ? <p>{editor.failure}</p> : null}
          {editor.otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      <section className={styles.panel} aria-labelledby="role-details-title">
        <h2 id="role-details-title" className={styles.panelTitle}>
          {t('settings.editor.details')}
        </h2>
        <RoleDetailsFields
          details={editor.details}
          errors={editor.detailErrors}
          onChange={editor.changeDetails}
        />
      </section>
      <section className={styles.panel} aria-labelledby="role-form-title">
        <h2 id="role-form-title" className={styles.panelTitle}>
          {t('settings.builder.title')}
        </h2>
        <FormBuilder
          form={editor.form}
          onForm={editor.setForm}
          translations={editor.translations}
          onTranslations={editor.setTranslations}
          languages={languages}
          errorOf={editor.errorOf}
        />
      </section>
      {savingTemplate ? (
        <TemplateNameDialog
          title={t('settings.forms.saveTitle')}
          text={t('settings.forms.saveText')}
          confirmLabel={t('settings.forms.saveConfirm')}
          initial={{ name: editor.details.name, description: '' }}
          onClose={() => setSavingTemplate(false)}
          onSubmit={async ({ name, description }) => {
            await callRoute(api, createFormTemplate, {
              body: {
                name,
                description: description || null,
                formConfiguration: writeForm(editor.form),
                template: { jsonConfigurations: writeTranslations(editor.form, editor.translations) },
              },
            });
            await queryClient.invalidateQueries({ queryKey: ['form-templates'] });
            setSavingTemplate(false);
            notice.succeed(t('settings.forms.saved', { name }));
          }}
        />
      ) : null}
    </div>
  );
}
