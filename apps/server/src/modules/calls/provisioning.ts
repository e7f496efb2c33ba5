import { forwardAllCallsCode, formatPhone, type ErrorCode } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { withAdmin, withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import { translator } from '../../i18n';
import {
  TelephonyError,
  type ProvisionedNumber,
  type ProvisioningFailure,
} from '../../providers/telephony/port';
import { queueEmail } from '../email/service';
import { numberRepo } from './number-repo';

/** A provider's refusal, in the plain words the operator reads on /admin. */
const FAILURE_CODES: Record<ProvisioningFailure, ErrorCode> = {
  bundle_missing: 'NUMBER_BUNDLE_MISSING',
  address_mismatch: 'NUMBER_ADDRESS_MISMATCH',
  no_numbers: 'NUMBER_NONE_AVAILABLE',
  refused: 'NUMBER_PROVISIONING_FAILED',
};

/** How many of the numbers found are tried before giving up (one may be sold meanwhile). */
const PURCHASE_ATTEMPTS = 3;

async function buyIn(app: AppContext, prefix: string): Promise<ProvisionedNumber> {
  try {
    const found = await app.telephony.searchLocalNumbers(prefix);
    if (found.length === 0) throw new AppError('NUMBER_NONE_AVAILABLE', 409);
    let failure: TelephonyError | undefined;
    for (const e164 of found.slice(0, PURCHASE_ATTEMPTS)) {
      try {
        return await app.telephony.buyNumber(e164);
      } catch (error) {
        // Sold to someone else between the search and the purchase: the next one.
        if (!(error instanceof TelephonyError) || error.failure !== 'no_numbers') throw error;
        failure = error;
      }
    }
    throw failure!;
  } catch (error) {
    if (!(error instanceof TelephonyError)) throw error;
    app.logger.warn({ err: error, prefix }, 'number provisioning refused');
    const code = FAILURE_CODES[error.failure];
    throw new AppError(code, code === 'NUMBER_NONE_AVAILABLE' ? 409 : 502);
  }
}

/**
 * Provisions the number an organization asked for (SPEC §4): a local number in the requested
 * prefix is bought from the provider with its voice webhook on Studiolo, stored as the
 * organization's (number and number_id), the status becomes provisioned, and the owners and
 * administrators get an email with the number and how to forward their phone to it. A number the
 * simulator's pool lent it before is dropped; the phone it rang is kept.
 */
export async function provisionNumber(app: AppContext, organizationId: string) {
  const organization = await withAdmin(app.database.db, (tx) => numberRepo.organization(tx, organizationId));
  if (!organization) throw new AppError('NOT_FOUND', 404);
  if (organization.numberStatus === 'provisioned') throw new AppError('NUMBER_ALREADY_PROVISIONED', 409);
  if (!organization.requestedPrefix) throw new AppError('NUMBER_NOT_REQUESTED', 409);
  const bought = await buyIn(app, organization.requestedPrefix);
  try {
    await withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
      const held = await numberRepo.allOf(tx, organizationId);
      const forwardTo = held.find((n) => n.forwardTo)?.forwardTo ?? null;
      await numberRepo.removeAll(tx, organizationId);
      await numberRepo.insert(tx, {
        e164: bought.e164,
        provider: app.telephony.kind,
        providerNumberId: bought.providerNumberId,
        organizationId,
        forwardTo,
      });
      await numberRepo.updateOrganization(tx, organizationId, { numberStatus: 'provisioned' });
      const locale = organization.numberRequestLocale ?? 'it';
      const t = translator(locale);
      const values = {
        organization: organization.name,
        number: formatPhone(bought.e164),
        code: forwardAllCallsCode(bought.e164),
        url: `${app.config.publicUrl}/mobile-setup`,
      };
      for (const to of await numberRepo.managersOf(tx, organizationId)) {
        await queueEmail(
          app,
          {
            to,
            subject: t('emails:numberProvisioned.subject', values),
            text: `${t('emails:numberProvisioned.body', values)}\n\n${t('emails:signature')}`,
          },
          tx,
        );
      }
    });
  } catch (error) {
    // Not stored: the number is not kept (and paid for) at the provider either.
    await app.telephony.releaseNumber(bought.providerNumberId).catch(() => undefined);
    throw error;
  }
  return { number: bought.e164, numberId: bought.providerNumberId };
}

/**
 * Resets an organization's number (SPEC §6: provision or reset): a bought number is released at
 * the provider and removed, a pool number is dropped, the request is forgotten and the
 * status is none again, so the organization can ask anew.
 */
export async function resetNumber(app: AppContext, organizationId: string): Promise<void> {
  const held = await withAdmin(app.database.db, async (tx) => {
    if (!(await numberRepo.organization(tx, organizationId))) throw new AppError('NOT_FOUND', 404);
    return numberRepo.allOf(tx, organizationId);
  });
  for (const number of held) {
    if (!number.providerNumberId) continue;
    try {
      await app.telephony.releaseNumber(number.providerNumberId);
    } catch (error) {
      if (!(error instanceof TelephonyError)) throw error;
      app.logger.warn({ err: error }, 'number release refused');
      throw new AppError('NUMBER_PROVISIONING_FAILED', 502);
    }
  }
  await withTenant(app.database.db, { organizationId, userId: null }, async (tx) => {
    await numberRepo.removeAll(tx, organizationId);
    await numberRepo.updateOrganization(tx, organizationId, {
      numberStatus: 'none',
      requestedPrefix: null,
      numberRequestedAt: null,
      numberRequestLocale: null,
    });
  });
}
