import type { AdminReferenceItem } from '@shortlist/domain/schemas';
import { isOrganizationReferenceDataType } from '@shortlist/domain/schemas';
import { DelayedSpinner } from '@shortlist/shell/react';
import { EmptyState, ErrorState } from '@shortlist/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../app/AdminPage.tsx';
import * as styles from '../data-screens/data-screens.css.ts';
import { fieldErrorsOf } from '../data-screens/field-errors.ts';
import { ItemDialog } from './ItemDialog.tsx';
import { ItemsTable } from './ItemsTable.tsx';
import type { ListChoice } from './ListPicker.tsx';
import { ListPicker } from './ListPicker.tsx';
import { useReferenceItems } from './use-reference-items.ts';

type Editing = { kind: 'add' } | { kind: 'edit'; item: AdminReferenceItem } | null;

/** /admin/reference-data: the stored pick lists, shared or per organisation: add, edit, retire, offer again. */
export default function ReferenceDataScreen() {
  const { t } = useTranslation(['admin', 'common']);
  const [choice, setChoice] = useState<ListChoice>({
    type: 'GENDER',
    organizationId: undefined,
    showRetired: true,
  });
  const perOrganization = isOrganizationReferenceDataType(choice.type);
  const ready = perOrganization === (choice.organizationId !== undefined);
  const { items, add, edit, setRetired } = useReferenceItems(choice.type, choice.organizationId, ready);
  const [editing, setEditing] = useState<Editing>(null);
  const [notice, setNotice] = useState<{ text: string; failed: boolean } | null>(null);
  const shown = (items.data ?? []).filter((item) => choice.showRetired || item.retiredAt === null);

  function pick(next: ListChoice) {
    const organizationList = isOrganizationReferenceDataType(next.type);
    setChoice(organizationList ? next : { ...next, organizationId: undefined });
    setNotice(null);
  }

  async function retire(item: AdminReferenceItem, retired: boolean) {
    try {
      await setRetired(item, retired);
      setNotice({
        text: t(retired ? 'referenceData.done.retired' : 'referenceData.done.restored', {
          label: item.label,
        }),
        failed: false,
      });
    } catch (failure) {
      setNotice({ text: fieldErrorsOf(failure).message, failed: true });
    }
  }

  return (
    <AdminPage title={t('referenceData.title')}>
      <div className={styles.stack}>
        <p className={styles.intro}>{t('referenceData.intro')}</p>
        <ListPicker choice={choice} perOrganization={perOrganization} onChange={pick} />
        <div className={styles.toolbar}>
          <p className={styles.muted}>
            {perOrganization ? null : t('referenceData.sharedList')}{' '}
            {items.isSuccess ? t('referenceData.count', { count: shown.length }) : null}
          </p>
          <button
            type="button"
            className={styles.primaryButton}
            disabled={!ready}
            onClick={() => setEditing({ kind: 'add' })}
          >
            {t('referenceData.add')}
          </button>
        </div>
        {notice ? (
          <p className={notice.failed ? styles.failure : styles.notice} role="status">
            {notice.text}
          </p>
        ) : null}
        {!ready ? <EmptyState title={t('referenceData.chooseOrganization')} /> : null}
        {ready && items.isPending ? <DelayedSpinner /> : null}
        {items.isError ? (
          <ErrorState
            title={t('referenceData.loadFailed')}
            text={items.error.message}
            retryLabel={t('common:actions.tryAgain')}
            onRetry={() => items.refetch()}
          />
        ) : null}
        {items.isSuccess && shown.length === 0 ? <EmptyState title={t('referenceData.empty')} /> : null}
        {items.isSuccess && shown.length > 0 ? (
          <ItemsTable items={shown} onEdit={(item) => setEditing({ kind: 'edit', item })} onRetire={retire} />
        ) : null}
      </div>
      {editing ? (
        <ItemDialog
          title={
            editing.kind === 'add'
              ? t('referenceData.addTitle')
              : t('referenceData.editTitle', { label: editing.item.label })
          }
          initial={
            editing.kind === 'add'
              ? { value: '', label: '' }
              : { value: editing.item.value, label: editing.item.label }
          }
          onClose={() => setEditing(null)}
          onSave={async (fields) => {
            const saved = editing.kind === 'add' ? await add(fields) : await edit(editing.item, fields);
            const key = editing.kind === 'add' ? 'referenceData.done.added' : 'referenceData.done.saved';
            setNotice({ text: t(key, { label: saved.label }), failed: false });
          }}
        />
      ) : null}
    </AdminPage>
  );
}
