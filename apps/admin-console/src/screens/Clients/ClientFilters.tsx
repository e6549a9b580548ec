import { organizationStatuses } from '@shortlist/domain/enums';
import { DropdownField, TextField } from '@shortlist/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './Clients.css.ts';
import type { ClientListView } from './client-list-address.ts';

// Typing waits this long before the list asks again, so a name typed quickly is one request.
const searchDelayMs = 250;

type ClientFiltersProps = {
  view: ClientListView;
  onChange: (next: Partial<ClientListView>) => void;
};

/** Search as you type and the status filter of the client list. */
export function ClientFilters({ view, onChange }: ClientFiltersProps) {
  const { t } = useTranslation('admin');
  const [term, setTerm] = useState(view.term);
  useEffect(() => {
    if (term.trim() === view.term) return;
    const timer = setTimeout(() => onChange({ term: term.trim() }), searchDelayMs);
    return () => clearTimeout(timer);
  }, [term, view.term, onChange]);
  return (
    <search className={styles.filters}>
      <TextField label={t('clients.search')} value={term} onChange={setTerm} />
      <DropdownField
        label={t('clients.statusFilter')}
        value={view.status}
        options={organizationStatuses.map((status) => ({
          value: status,
          label: t(`clients.status.${status}`),
        }))}
        onChange={(status) => onChange({ status: status as ClientListView['status'] })}
      />
    </search>
  );
}
