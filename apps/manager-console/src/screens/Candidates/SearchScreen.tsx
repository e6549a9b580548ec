import { useTranslation } from 'react-i18next';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { CandidateListView } from './CandidateListView.tsx';

/** /manager/search: every candidate of the organisation, searched and filtered. */
export default function SearchScreen() {
  const { t } = useTranslation('manager');
  return (
    <ManagerPage title={t('candidateList.searchTitle')}>
      <CandidateListView listKey="search" roleId={null} heading={null} />
    </ManagerPage>
  );
}
