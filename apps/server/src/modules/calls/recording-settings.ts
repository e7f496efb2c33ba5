import type { CallRecordingSettings, CallRecordingSettingsInput } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { callRetentionJob } from './retention';

async function organizationOf(tx: Tx, tenant: Tenant) {
  const organization = await organizationsRepo.findById(tx, tenant.organizationId);
  if (!organization) throw new AppError('NOT_FOUND', 404);
  return organization;
}

const settingsOf = (organization: {
  recordCalls: boolean;
  recordingRetentionDays: number;
  transcriptRetentionDays: number;
}): CallRecordingSettings => ({
  recordConversations: organization.recordCalls,
  recordingRetentionDays: organization.recordingRetentionDays,
  transcriptRetentionDays: organization.transcriptRetentionDays,
});

/** Whether calls are recorded and how long recordings and transcripts are kept (every member reads it). */
export function getCallRecordingSettings(app: AppContext, tenant: Tenant): Promise<CallRecordingSettings> {
  return withTenant(app.database.db, tenant, async (tx) => settingsOf(await organizationOf(tx, tenant)));
}

/**
 * Changes the recording and the retention (owner, admin). Turning recording on is the owner's, who
 * confirms the staff agreement or the Ispettorato's authorization (art. 4 L. 300/1970); it is logged
 * with that confirmation. A change runs the retention sweep at once: shorter days delete now.
 */
export function updateCallRecordingSettings(
  app: AppContext,
  tenant: Tenant,
  input: CallRecordingSettingsInput,
): Promise<CallRecordingSettings> {
  requirePermission(tenant.role, 'settings:update');
  return withTenant(app.database.db, tenant, async (tx) => {
    const before = settingsOf(await organizationOf(tx, tenant));
    const turningOn = input.recordConversations && !before.recordConversations;
    if (turningOn) {
      requirePermission(tenant.role, 'calls:recording');
      if (!input.staffAgreementConfirmed) throw new AppError('CALL_RECORDING_CONFIRMATION_REQUIRED', 422);
    }
    const after = settingsOf(
      await organizationsRepo.update(tx, tenant.organizationId, {
        recordCalls: input.recordConversations,
        recordingRetentionDays: input.recordingRetentionDays,
        transcriptRetentionDays: input.transcriptRetentionDays,
      }),
    );
    await recordActivity(tx, tenant, {
      action: 'call.recording_settings_updated',
      entityType: 'organization',
      entityId: tenant.organizationId,
      data: { before, after, ...(turningOn ? { staffAgreementConfirmed: true } : {}) },
    });
    await app.jobs.enqueue(callRetentionJob, { organizationId: tenant.organizationId }, { executor: tx });
    return after;
  });
}
