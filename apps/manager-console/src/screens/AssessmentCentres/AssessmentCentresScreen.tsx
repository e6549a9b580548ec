import { ApiError, callRoute } from '@shortlist/api-client';
import type { AssessmentCentreSummary } from '@shortlist/domain/contract';
import { createAssessmentCentre, fetchRole, listRoleAssessmentCentres } from '@shortlist/domain/contract';
import { stageIds } from '@shortlist/domain/stages';
import { managerAssessment } from '@shortlist/i18n/resources/manager-assessment';
import { DelayedSpinner, useApi, useWording } from '@shortlist/shell/react';
import { Button, EmptyState, ErrorState } from '@shortlist/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ManagerPage } from '../../app/ManagerPage.tsx';
import { useOrganizationId } from '../../app/use-organization-id.ts';
import * as styles from './AssessmentCentres.css.ts';
import { useIsAdmin } from './use-is-admin.ts';

const stateOf = (centre: AssessmentCentreSummary) =>
  centre.publishedAt ? 'published' : centre.generatedAt ? 'generated' : 'draft';

/** A new day: its name, stage, date and clock; the rest is set up on its own screen. */
function CreateForm({ roleId, onCreated }: { roleId: number; onCreated: (id: number) => void }) {
  const { t } = useTranslation('manager');
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const id = useId();
  const [values, setValues] = useState({
    name: '',
    stageId: String(stageIds.assessmentCentre),
    day: '',
    startTime: '09:00',
    roundMinutes: '45',
    breakMinutes: '15',
    location: '',
  });
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const field = (name: Exclude<keyof typeof values, 'stageId'>, type = 'text') => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`${id}-${name}`}>
        {t(`assessmentCentres.fields.${name}`)}
      </label>
      <input
        id={`${id}-${name}`}
        className={styles.input}
        type={type}
        value={values[name]}
        onChange={(event) => setValues({ ...values, [name]: event.target.value })}
      />
    </div>
  );
  async function create() {
    setBusy(true);
    setProblems([]);
    try {
      const centre = await callRoute(api, createAssessmentCentre, {
        params: { orgId, roleId },
        body: {
          ...values,
          stageId: Number(values.stageId),
          roundMinutes: Number(values.roundMinutes),
          breakMinutes: Number(values.breakMinutes),
        } as never,
      });
      onCreated(centre.id);
    } catch (failure) {
      setProblems(
        failure instanceof ApiError && failure.fieldErrors.length > 0
          ? failure.fieldErrors.map(
              (error) =>
                `${t(`assessmentCentres.fields.${error.field}` as 'assessmentCentres.fields.name', { defaultValue: error.field })}: ${error.message}`,
            )
          : [failure instanceof Error ? failure.message : String(failure)],
      );
      setBusy(false);
    }
  }
  return (
    <form
      className={styles.section}
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        void create();
      }}
    >
      <h2 id={`${id}-heading`} className={styles.heading}>
        {t('assessmentCentres.create.heading')}
      </h2>
      <div className={styles.row}>
        {field('name')}
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-stage`}>
            {t('assessmentCentres.fields.stage')}
          </label>
          <select
            id={`${id}-stage`}
            className={styles.input}
            value={values.stageId}
            onChange={(event) => setValues({ ...values, stageId: event.target.value })}
          >
            {Object.values(stageIds).map((stage) => (
              <option key={stage} value={String(stage)}>
                {t(`stages.${stage}` as 'stages.1')}
              </option>
            ))}
          </select>
        </div>
        {field('day', 'date')}
        {field('startTime', 'time')}
        {field('roundMinutes', 'number')}
        {field('breakMinutes', 'number')}
        {field('location')}
      </div>
      {problems.length > 0 ? (
        <ul role="alert" className={styles.errors}>
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <div>
        <Button size="medium" type="submit" lockoutMs={0} loading={busy}>
          {t('assessmentCentres.create.submit')}
        </Button>
      </div>
    </form>
  );
}

/** /manager/roles/{roleId}/assessment-centres: the role's assessment-centre days, and a new one. */
export default function AssessmentCentresScreen() {
  useWording('manager', managerAssessment);
  const { t } = useTranslation(['manager', 'common']);
  const api = useApi();
  const orgId = useOrganizationId() ?? 0;
  const admin = useIsAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const roleId = Number(useParams().roleId);
  const valid = Number.isInteger(roleId) && roleId > 0;
  const role = useQuery({
    queryKey: ['role', roleId],
    enabled: valid,
    queryFn: ({ signal }) => callRoute(api, fetchRole, { params: { id: roleId }, signal }),
  });
  const key = ['assessment-centres', orgId, roleId];
  const centres = useQuery({
    queryKey: key,
    enabled: valid && orgId > 0,
    queryFn: ({ signal }) => callRoute(api, listRoleAssessmentCentres, { params: { orgId, roleId }, signal }),
  });
  const title = role.data?.name
    ? t('assessmentCentres.roleTitle', { role: role.data.name })
    : t('assessmentCentres.title');
  return (
    <ManagerPage title={title}>
      <p className={styles.muted}>
        <Link to={`/manager/roles/${roleId}`}>{t('assessmentCentres.back')}</Link>
      </p>
      {centres.isPending && valid ? <DelayedSpinner /> : null}
      {centres.isError ? (
        <ErrorState
          title={t('assessmentCentres.loadFailed')}
          text={centres.error.message}
          retryLabel={t('common:actions.tryAgain')}
          onRetry={() => centres.refetch()}
        />
      ) : null}
      {centres.data?.length === 0 ? <EmptyState title={t('assessmentCentres.none')} /> : null}
      {centres.data && centres.data.length > 0 ? (
        <table className={styles.grid}>
          <caption className={styles.muted}>{t('assessmentCentres.caption')}</caption>
          <thead>
            <tr>
              {(['name', 'day', 'candidates', 'exercises', 'assessors', 'state'] as const).map((column) => (
                <th key={column} scope="col" className={styles.cell}>
                  {t(`assessmentCentres.columns.${column}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {centres.data.map((centre) => (
              <tr key={centre.id}>
                <td className={styles.cell}>
                  <Link to={`/manager/assessment-centres/${centre.id}`}>{centre.name}</Link>
                </td>
                <td className={styles.cell}>
                  {centre.day} {centre.startTime}
                </td>
                <td className={styles.cell}>{centre.candidates}</td>
                <td className={styles.cell}>{centre.exercises}</td>
                <td className={styles.cell}>{centre.assessors}</td>
                <td className={styles.cell}>{t(`assessmentCentres.states.${stateOf(centre)}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {admin && valid ? (
        <CreateForm
          roleId={roleId}
          onCreated={async (id) => {
            await queryClient.invalidateQueries({ queryKey: key });
            navigate(`/manager/assessment-centres/${id}`);
          }}
        />
      ) : (
        <p className={styles.muted}>{t('assessmentCentres.create.adminOnly')}</p>
      )}
    </ManagerPage>
  );
}
