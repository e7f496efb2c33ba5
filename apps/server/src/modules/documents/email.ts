import { isMinorOn, type EmailDocumentInput } from '@studiolo/contracts';
import type { AppContext } from '../../context';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { translator } from '../../i18n';
import { verifySealedPdf } from '../../signing';
import { recordActivity } from '../activity/service';
import { visitWhen } from '../calendar/reminders';
import { queueEmail } from '../email/service';
import { requirePermission } from '../organizations/permissions';
import { organizationsRepo } from '../organizations/repo';
import { patientsRepo } from '../patients/repo';
import { documentsRepo } from './repo';

/**
 * What the seal of the PDF is, read from the PDF itself: the installation's self-signed
 * certificate is not "the practice's seal" (docs/decisions/025).
 */
function sealSentence(pdf: Uint8Array, t: ReturnType<typeof translator>) {
  const seal = verifySealedPdf(pdf);
  return seal.selfSigned !== false
    ? t('emails:signedDocument.sealSelfSigned')
    : t('emails:signedDocument.sealCertificate', {
        holder: seal.signerSubject?.match(/CN=([^,]+)/)?.[1] ?? seal.signerSubject,
      });
}

/**
 * Emails the patient (or the address given: a minor's guardian) a copy of the sealed PDF, in the
 * document's language ('Lei' in Italian). For a minor without an address of their own, the first
 * guardian's is used.
 */
export async function emailDocumentCopy(
  app: AppContext,
  tenant: Tenant,
  id: string,
  input: EmailDocumentInput,
) {
  requirePermission(tenant.role, 'documents:send');
  const { document, to, name, organization } = await withTenant(app.database.db, tenant, async (tx) => {
    const row = await documentsRepo.findById(tx, id);
    if (!row) throw new AppError('DOCUMENT_NOT_FOUND', 404);
    const patient = (await patientsRepo.findById(tx, row.document.patientId))!;
    const [guardian] =
      isMinorOn(patient.birthDate) && !patient.email ? await patientsRepo.guardiansOf(tx, patient.id) : [];
    return {
      document: row.document,
      to: input.to ?? patient.email ?? guardian?.patient?.email ?? guardian?.guardian.email ?? null,
      name: `${patient.firstName} ${patient.lastName}`,
      organization: (await organizationsRepo.findById(tx, tenant.organizationId))!,
    };
  });
  const stored = document.sealedPdfKey ? await app.storage.get(document.sealedPdfKey) : null;
  if (!stored || !document.signedAt) throw new AppError('DOCUMENT_PDF_UNAVAILABLE', 404);
  if (!to) throw new AppError('PATIENT_EMAIL_MISSING', 422);
  const t = translator(document.language);
  const values = {
    name,
    title: document.title,
    organization: organization.name,
    date: visitWhen(document.signedAt, document.language).date,
  };
  await withTenant(app.database.db, tenant, async (tx) => {
    await queueEmail(
      app,
      {
        to,
        subject: t('emails:signedDocument.subject', values),
        text: [
          t('emails:signedDocument.greeting', values),
          '',
          t('emails:signedDocument.intro', values),
          t('emails:signedDocument.signatureKind'),
          sealSentence(stored.body, t),
          '',
          t('emails:signedDocument.questions'),
          '',
          `— ${organization.name}`,
        ].join('\n'),
        attachments: [
          {
            filename: t('emails:signedDocument.filename'),
            contentType: 'application/pdf',
            content: Buffer.from(stored.body).toString('base64'),
            encoding: 'base64',
          },
        ],
      },
      tx,
    );
    await recordActivity(tx, tenant, { action: 'document.emailed', entityType: 'document', entityId: id });
  });
}
