import { callRoute } from '@shortlist/api-client';
import { startCandidateDocusign } from '@shortlist/domain/contract';
import type { SignatureReturnStatus } from '@shortlist/domain/schemas';
import { signatureReturnStatuses, signedReturnStatuses } from '@shortlist/domain/schemas';
import { buildLoginRedirect } from '@shortlist/domain/users';
import { Page, useApi, useLoad, useShell, useShellStore } from '@shortlist/shell/react';
import { ErrorState } from '@shortlist/ui';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import * as appStyles from '../../app/app.css.ts';
import { Loading } from '../../app/Loading.tsx';

export type SignatureReturn = {
  candidateId: string;
  status: SignatureReturnStatus;
  envelopeId: string | null;
};

/**
 * What the e-signature provider handed back in the return address. Decision: the candidate id comes as
 * `candidateId` (or `candidate_id`), the outcome as the provider's `event` (or `status`); a return without
 * an outcome counts as signed, since the provider sends one only when it has something to add.
 */
export function readSignatureReturn(searchParams: URLSearchParams): SignatureReturn | null {
  const candidateId = (searchParams.get('candidateId') ?? searchParams.get('candidate_id') ?? '').trim();
  if (!/^\d{1,10}$/.test(candidateId)) return null;
  const event = (searchParams.get('event') ?? searchParams.get('status') ?? 'completed').trim().toLowerCase();
  const status = (signatureReturnStatuses as readonly string[]).includes(event)
    ? (event as SignatureReturnStatus)
    : 'exception';
  const envelopeId = searchParams.get('envelopeId')?.trim() || null;
  return { candidateId, status, envelopeId };
}

function Confirmation({ signed }: { signed: boolean }) {
  const { t } = useTranslation(['candidate', 'common']);
  return (
    <Page layout="fullWidth" title={signed ? t('docusign.title') : t('docusign.declinedTitle')}>
      <div className={appStyles.stack}>
        <p className={signed ? appStyles.notice.success : appStyles.notice.warning} role="status">
          {signed ? t('docusign.text') : t('docusign.declined')}
        </p>
        <div>
          <Link className={appStyles.actionLink.primary} to="/applications">
            {t('docusign.link')}
          </Link>
        </div>
      </div>
    </Page>
  );
}

function RecordedReturn({ signatureReturn }: { signatureReturn: SignatureReturn }) {
  const { t } = useTranslation(['candidate', 'common']);
  const api = useApi();
  const recorded = useLoad(
    (signal) =>
      callRoute(api, startCandidateDocusign, {
        params: { id: signatureReturn.candidateId },
        body: {
          status: signatureReturn.status,
          ...(signatureReturn.envelopeId ? { envelopeId: signatureReturn.envelopeId } : {}),
        },
        signal,
      }),
    [api, signatureReturn.candidateId, signatureReturn.status, signatureReturn.envelopeId],
  );
  if (recorded.status === 'loading') {
    return (
      <Page layout="fullWidth" title={t('docusign.recording')}>
        <Loading />
      </Page>
    );
  }
  if (recorded.status === 'error') {
    return (
      <Page layout="fullWidth">
        <ErrorState
          title={t('docusign.noApplicationTitle')}
          text={recorded.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={recorded.reload}
        />
      </Page>
    );
  }
  return (
    <Confirmation signed={(signedReturnStatuses as readonly string[]).includes(signatureReturn.status)} />
  );
}

/** /docusignapproved: the return page after the e-signature step; records the outcome for the application. */
export default function DocusignApprovedScreen() {
  const { t } = useTranslation(['candidate', 'common']);
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const shell = useShell();
  const isLoggedIn = useShellStore(shell.login, (state) => state.isLoggedIn);
  const signatureReturn = readSignatureReturn(searchParams);

  if (signatureReturn === null) {
    return (
      <Page layout="fullWidth" title={t('docusign.noApplicationTitle')}>
        <div className={appStyles.stack}>
          <p className={appStyles.text}>{t('docusign.noApplication')}</p>
          <div>
            <Link className={appStyles.actionLink.primary} to="/applications">
              {t('docusign.link')}
            </Link>
          </div>
        </div>
      </Page>
    );
  }
  // Recording the outcome is the candidate's own call: a visitor signs in and comes back here.
  if (!isLoggedIn) return <Navigate replace to={buildLoginRedirect(location)} />;
  return <RecordedReturn signatureReturn={signatureReturn} />;
}
