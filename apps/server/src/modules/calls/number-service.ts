import {
  italianAreaCode,
  type CallsNumber,
  type ForwardToInput,
  type Locale,
  type NumberRequestInput,
  type NumberStatus,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { withAdmin, withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { requirePermission } from '../organizations/permissions';
import { translator } from '../../i18n';
import { queueEmail } from '../email/service';
import { expectedAssignmentBy } from './assignment-time';
import { numberRepo } from './number-repo';

/** The organization's calls number: requested, provisioned, and the phone it rings. */
export async function getCallsNumber(app: AppContext, tenant: Tenant): Promise<CallsNumber> {
  requirePermission(tenant.role, 'calls:handle');
  return withTenant(app.database.db, tenant, async (tx) => {
    const organization = await numberRepo.organization(tx, tenant.organizationId);
    if (!organization) throw new AppError('NOT_FOUND', 404);
    const [provisioned, all] = await Promise.all([
      numberRepo.provisionedOf(tx, tenant.organizationId),
      numberRepo.allOf(tx, tenant.organizationId),
    ]);
    const requestedAt = organization.numberRequestedAt;
    return {
      status: organization.numberStatus,
      number: organization.numberStatus === 'provisioned' ? (provisioned?.e164 ?? null) : null,
      requestedPrefix: organization.requestedPrefix,
      requestedAt: requestedAt?.toISOString() ?? null,
      expectedBy:
        organization.numberStatus === 'requested' && requestedAt
          ? expectedAssignmentBy(requestedAt).toISOString()
          : null,
      forwardTo: (provisioned ?? all[0])?.forwardTo ?? null,
    };
  });
}

/**
 * What the web's auth state keeps of the organization's number (SPEC §3): hasCallsNumber only with
 * both the number and the provider's id (number_id), and the request's status. Any active member
 * may know it: the caller has checked the membership.
 */
export async function callsNumberState(
  app: AppContext,
  scope: { organizationId: string; userId: string },
): Promise<{ hasCallsNumber: boolean; callsNumberStatus: NumberStatus }> {
  return withTenant(app.database.db, scope, async (tx) => {
    const [organization, provisioned] = await Promise.all([
      numberRepo.organization(tx, scope.organizationId),
      numberRepo.provisionedOf(tx, scope.organizationId),
    ]);
    const status = organization?.numberStatus ?? 'none';
    return {
      hasCallsNumber: status === 'provisioned' && Boolean(provisioned?.e164 && provisioned.providerNumberId),
      callsNumberStatus: status,
    };
  });
}

/**
 * Asks the team for a number in an area prefix (SPEC §4: request received, then the team assigns
 * it): the request is stored and every platform administrator is emailed. Asking again before it
 * is assigned changes the prefix; once assigned, only a reset from /admin frees the organization.
 */
export async function requestNumber(
  app: AppContext,
  tenant: Tenant,
  input: NumberRequestInput,
  locale: Locale,
): Promise<CallsNumber> {
  requirePermission(tenant.role, 'calls:manage');
  const requestedAt = new Date();
  const organization = await withTenant(app.database.db, tenant, async (tx) => {
    const current = await numberRepo.organization(tx, tenant.organizationId);
    if (!current) throw new AppError('NOT_FOUND', 404);
    if (current.numberStatus === 'provisioned') throw new AppError('NUMBER_ALREADY_PROVISIONED', 409);
    return numberRepo.updateOrganization(tx, tenant.organizationId, {
      numberStatus: 'requested',
      requestedPrefix: input.prefix,
      numberRequestedAt: requestedAt,
      numberRequestLocale: locale,
    });
  });
  await notifyTeam(app, organization!.name, input.prefix, requestedAt);
  return getCallsNumber(app, tenant);
}

/** Emails the platform administrators (the team that assigns numbers) about a request, in Italian. */
async function notifyTeam(app: AppContext, organization: string, prefix: string, requestedAt: Date) {
  const granted = await withAdmin(app.database.db, (tx) => numberRepo.platformAdminEmails(tx));
  const team = [...new Set([...app.config.adminEmails, ...granted])];
  const t = translator('it');
  const code = italianAreaCode(prefix)!;
  const values = {
    organization,
    prefix,
    district: code.district,
    region: code.region,
    expectedBy: formatRome(expectedAssignmentBy(requestedAt), 'it'),
    url: `${app.config.publicUrl}/admin`,
  };
  for (const to of team) {
    await queueEmail(app, {
      to,
      subject: t('emails:numberRequested.subject', values),
      text: `${t('emails:numberRequested.body', values)}\n\n${t('emails:signature')}`,
    });
  }
}

/** A date and time as people in Italy read it ('mercoledì 25 novembre, 12:00'). */
export function formatRome(date: Date, locale: Locale): string {
  return new Intl.DateTimeFormat(locale === 'it' ? 'it-IT' : 'en-GB', {
    timeZone: 'Europe/Rome',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

/**
 * The professional's own phone, which every call to the number rings first and which call-backs
 * ring (null: callers go straight to the voicemail). The organization needs its number first.
 */
export async function setForwardTo(
  app: AppContext,
  tenant: Tenant,
  input: ForwardToInput,
): Promise<CallsNumber> {
  requirePermission(tenant.role, 'calls:manage');
  await withTenant(app.database.db, tenant, async (tx) => {
    if ((await numberRepo.allOf(tx, tenant.organizationId)).length === 0) {
      throw new AppError('NUMBER_REQUIRED', 409);
    }
    await numberRepo.setForwardTo(tx, tenant.organizationId, input.forwardTo);
  });
  return getCallsNumber(app, tenant);
}
