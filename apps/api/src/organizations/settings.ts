import type { MetricDefinition, OrganizationMetrics, OrganizationSettings } from '@shortlist/domain/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { organizations } from '../db/schema/index.ts';
import { recordAudit } from '../shared/audit.ts';
import type { AuthContext } from '../shared/auth-context.ts';
import { assertCurrentVersion, nextVersionTime, versionOf } from '../shared/edit-versions.ts';
import { notFound } from '../shared/failures.ts';
import type { OrganizationAccess } from './access.ts';
import { toStoredMetric } from './columns.ts';
import { changedSettings, readSettings, writeSettings } from './settings-mapping.ts';

/**
 * An organisation's settings (GET/PUT /organization/{id}/settings) and scoring metrics (PUT .../metrics):
 * any manager of it reads them; its manager admins and the provider change them.
 */
export function createOrganizationSettingsService(db: Database, access: OrganizationAccess) {
  return {
    async settings({ user }: AuthContext, id: number): Promise<OrganizationSettings> {
      const org = await access.findReadable(user, id);
      return {
        ...readSettings(org.defaultConfiguration, org.sessionTimeoutMinutes),
        version: versionOf(org.updatedAt),
      };
    },

    /** Decision (issue 31): the organisation row's updated_at is the settings' version; any change to it counts. */
    async saveSettings(
      { user }: AuthContext,
      id: number,
      input: OrganizationSettings,
      expectedVersion?: string,
    ) {
      await access.findManageable(user, id);
      return db.transaction(async (tx) => {
        // Read again under a row lock, so two saves at once each keep the other's untouched keys.
        const [org] = await tx.select().from(organizations).where(eq(organizations.id, id)).for('update');
        if (!org) throw notFound('The organisation');
        assertCurrentVersion(expectedVersion, org.updatedAt);
        const before = readSettings(org.defaultConfiguration, org.sessionTimeoutMinutes);
        const defaultConfiguration = writeSettings(org.defaultConfiguration, input);
        const [row] = await tx
          .update(organizations)
          .set({
            defaultConfiguration,
            sessionTimeoutMinutes: input.sessionTimeout,
            updatedAt: nextVersionTime(org.updatedAt),
          })
          .where(eq(organizations.id, id))
          .returning();
        if (!row) throw notFound('The organisation');
        const after = readSettings(row.defaultConfiguration, row.sessionTimeoutMinutes);
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: id,
          action: 'organization.settings.updated',
          targetType: 'organization',
          targetId: id,
          details: { fields: changedSettings(before, after) },
        });
        return { ...after, version: versionOf(row.updatedAt) };
      });
    },

    /** Replaces the whole list in its new order; each metric is stored with both key and label. */
    async saveMetrics(
      { user }: AuthContext,
      id: number,
      input: OrganizationMetrics,
    ): Promise<MetricDefinition[]> {
      await access.findManageable(user, id);
      const metrics = input.metrics.map(toStoredMetric);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(organizations)
          .set({ metrics, updatedAt: new Date() })
          .where(eq(organizations.id, id))
          .returning({ metrics: organizations.metrics });
        if (!row) throw notFound('The organisation');
        await recordAudit(tx, {
          actorUserId: user.id,
          organizationId: id,
          action: 'organization.metrics.updated',
          targetType: 'organization',
          targetId: id,
          details: { metrics: metrics.map((metric) => metric.key) },
        });
        return row.metrics as MetricDefinition[];
      });
    },
  };
}
