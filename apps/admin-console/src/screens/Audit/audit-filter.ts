import type { AuditLogFilter } from '@shortlist/domain/schemas';

/** The filter form as typed: dates as YYYY-MM-DD, the organisation as an option value. */
export type AuditFilterForm = {
  organizationId: string;
  user: string;
  action: string;
  from: string;
  to: string;
};

export const emptyAuditFilter: AuditFilterForm = {
  organizationId: '',
  user: '',
  action: '',
  from: '',
  to: '',
};

const secondsPerDay = 86_400;
const dayStart = (date: string) => Math.floor(Date.parse(`${date}T00:00:00Z`) / 1000);

/** The API's filter: a day range covers whole days in UTC (the log's clock), `to` up to its last second. */
export function toAuditQuery(form: AuditFilterForm): AuditLogFilter {
  return {
    organizationId: form.organizationId ? Number(form.organizationId) : undefined,
    user: form.user.trim() || undefined,
    action: form.action.trim() || undefined,
    from: form.from ? dayStart(form.from) : undefined,
    to: form.to ? dayStart(form.to) + secondsPerDay - 1 : undefined,
  };
}
