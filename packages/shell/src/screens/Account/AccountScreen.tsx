import { useTranslation } from 'react-i18next';
import { Page } from '../../react/Page.tsx';
import { AccountDetails } from './AccountDetails.tsx';
import * as styles from './AccountScreen.css.ts';
import { ContactPreferences } from './ContactPreferences.tsx';
import { DataExport } from './DataExport.tsx';
import { DeleteAccount } from './DeleteAccount.tsx';
import { PasswordChange } from './PasswordChange.tsx';

/** /account: the signed-in user's own details, in the layout of their user type (§2). */
export function AccountScreen() {
  const { t } = useTranslation();
  return (
    <Page layout="byUserType" title={t('account.title')}>
      <div className={styles.sections}>
        <AccountDetails />
        <ContactPreferences />
        <PasswordChange />
        <DataExport />
        <DeleteAccount />
      </div>
    </Page>
  );
}
