import { callRoute } from '@shortlist/api-client';
import { deleteFormTemplate, updateFormTemplate } from '@shortlist/domain/contract';
import type { FormTemplate } from '@shortlist/domain/schemas';
import { useApi } from '@shortlist/shell/react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../Settings/ConfirmDialog.tsx';
import { TemplateNameDialog } from './TemplateNameDialog.tsx';

type TemplateDialogsProps = {
  renaming: FormTemplate | null;
  deleting: FormTemplate | null;
  onClose: () => void;
  onDone: (message: string) => void;
};

/** Renaming (its form kept as it is) and deleting one of the organisation's form templates. */
export function TemplateDialogs({ renaming, deleting, onClose, onDone }: TemplateDialogsProps) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['form-templates'] });
  return (
    <>
      {renaming?.id != null ? (
        <TemplateNameDialog
          title={t('settings.forms.renameTitle', { name: renaming.name })}
          confirmLabel={t('settings.forms.renameConfirm')}
          initial={{ name: renaming.name, description: renaming.description ?? '' }}
          onClose={onClose}
          onSubmit={async ({ name, description }) => {
            await callRoute(api, updateFormTemplate, {
              params: { id: renaming.id ?? 0 },
              body: {
                name,
                description: description || null,
                formConfiguration: renaming.formConfiguration as never,
                template: (renaming.template ?? {}) as never,
              },
            });
            await refresh();
            onClose();
            onDone(t('settings.forms.renamed', { name }));
          }}
        />
      ) : null}
      {deleting?.id != null ? (
        <ConfirmDialog
          title={t('settings.forms.deleteTitle', { name: deleting.name })}
          text={t('settings.forms.deleteText')}
          confirmLabel={t('settings.forms.deleteConfirm')}
          onClose={onClose}
          onConfirm={async () => {
            await callRoute(api, deleteFormTemplate, { params: { id: deleting.id ?? 0 } });
            await refresh();
            onClose();
            onDone(t('settings.forms.deleted', { name: deleting.name }));
          }}
        />
      ) : null}
    </>
  );
}
