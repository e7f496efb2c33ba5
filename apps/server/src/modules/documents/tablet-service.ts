import {
  SIGNATURE_PNG_MAX_BYTES,
  type DeclineDocumentInput,
  type SignDocumentInput,
  type SignDocumentResult,
  type TabletDocument,
  type TabletDocumentForSigning,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import { recordActivity } from '../activity/service';
import type { TabletRow } from '../tablets/repo';
import { signatureImageSha256, signedContentSha256 } from '../../signing';
import { isPendingNow, statusNow, toTabletDocument } from './present';
import { documentsRepo, type DocumentRow } from './repo';
import { queueSealing, sealSigner } from './sealing-jobs';
import { signatureInk } from './signature-ink';

/** The tablet acts in its organization's scope as its own account. */
const asTablet = (tablet: TabletRow) => ({ organizationId: tablet.organizationId, userId: tablet.userId });

export function inTabletScope<T>(app: AppContext, tablet: TabletRow, work: (tx: Tx) => Promise<T>) {
  return withTenant(app.database.db, asTablet(tablet), work);
}

/** Where a signature came from. */
export interface SigningClient {
  ip: string | null;
  userAgent: string | null;
}

/**
 * The document if this tablet may see it (its organization's, sent to it or to any tablet), locked
 * for a change; 'Document Not Found' otherwise, the same for another organization's.
 */
async function visibleDocument(tx: Tx, tablet: TabletRow, id: string): Promise<DocumentRow> {
  const document = await documentsRepo.lock(tx, id);
  if (!document || (document.tabletId !== null && document.tabletId !== tablet.id))
    throw new AppError('DOCUMENT_NOT_FOUND', 404);
  return document;
}

export async function tabletDocuments(app: AppContext, tablet: TabletRow): Promise<TabletDocument[]> {
  const rows = await inTabletScope(app, tablet, (tx) => documentsRepo.pendingForTablet(tx, tablet.id));
  return rows.map(toTabletDocument);
}

/** Opens a waiting document on the tablet: its whole text and who signs it; the first opening is recorded. */
export async function openDocument(
  app: AppContext,
  tablet: TabletRow,
  id: string,
): Promise<TabletDocumentForSigning> {
  return inTabletScope(app, tablet, async (tx) => {
    const document = await visibleDocument(tx, tablet, id);
    if (!isPendingNow(document))
      throw new AppError('DOCUMENT_NOT_OPENABLE', 409, { documentStatus: statusNow(document) });
    await documentsRepo.update(tx, id, { openedAt: document.openedAt ?? new Date(), openOnTablet: true });
    if (!document.openedAt)
      await recordActivity(tx, asTablet(tablet), {
        action: 'document.opened',
        entityType: 'document',
        entityId: id,
        data: { tabletId: tablet.id },
      });
    const row = (await documentsRepo.findById(tx, id))!;
    const signers = await documentsRepo.signersOf(tx, [id]);
    return {
      ...toTabletDocument(row),
      body: document.body,
      contentSha256: document.contentSha256,
      signers: signers.map((s) => ({
        position: s.position,
        role: s.role,
        name: s.name,
        signed: s.signedAt !== null,
      })),
    };
  });
}

/** Whether the document is on the tablet's screen now (closing one no longer waiting is fine). */
export async function setOpenStatus(app: AppContext, tablet: TabletRow, id: string, open: boolean) {
  await inTabletScope(app, tablet, async (tx) => {
    const document = await visibleDocument(tx, tablet, id);
    if (!isPendingNow(document)) {
      if (open) throw new AppError('DOCUMENT_NOT_OPENABLE', 409, { documentStatus: statusNow(document) });
      return;
    }
    await documentsRepo.update(tx, id, { openOnTablet: open });
  });
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The PNG of a signature, decoded and checked: the PNG signature, an IHDR of a non-empty image
 * first and an IEND last, within SIGNATURE_PNG_MAX_BYTES, pixels that can be read and at least one
 * of them ink (422 SIGNATURE_BLANK otherwise), and enough of it to be a signature (422
 * SIGNATURE_TOO_SHORT).
 */
export function decodeSignature(imagePng: string, position: number): Buffer {
  const png = Buffer.from(imagePng.replace(/^data:image\/png;base64,/, ''), 'base64');
  const ok =
    png.length >= 57 &&
    png.length <= SIGNATURE_PNG_MAX_BYTES &&
    png.subarray(0, 8).equals(PNG_MAGIC) &&
    png.toString('latin1', 12, 16) === 'IHDR' &&
    png.readUInt32BE(16) > 0 &&
    png.readUInt32BE(20) > 0 &&
    png.toString('latin1', png.length - 8, png.length - 4) === 'IEND';
  if (!ok) throw new AppError('SIGNATURE_INVALID', 422, { position });
  const ink = signatureInk(png);
  if (ink === 'invalid') throw new AppError('SIGNATURE_INVALID', 422, { position });
  // An empty pad confirmed anyway, or a transparent or white image: nobody signed.
  if (ink === 'blank') throw new AppError('SIGNATURE_BLANK', 422, { position });
  // A dot, a tick, a 1 × 1 image: some ink, not a signature (@studiolo/contracts' inkVerdict).
  if (ink === 'short') throw new AppError('SIGNATURE_TOO_SHORT', 422, { position });
  return png;
}

/**
 * Records the signatures given (one signer or several) on the text the tablet showed. When the last
 * signer has signed, the document is signed, its audit completed and its sealing queued in the same
 * transaction; before that it is partially signed and stays on the tablet.
 */
export async function signDocument(
  app: AppContext,
  tablet: TabletRow,
  id: string,
  input: SignDocumentInput,
  client: SigningClient,
): Promise<SignDocumentResult> {
  const images = input.signatures.map((s) => ({
    position: s.position,
    png: decodeSignature(s.imagePng, s.position),
  }));
  return inTabletScope(app, tablet, async (tx) => {
    const document = await visibleDocument(tx, tablet, id);
    if (!isPendingNow(document))
      throw new AppError('DOCUMENT_NOT_PENDING', 409, { documentStatus: statusNow(document) });
    if (input.contentSha256 !== document.contentSha256) throw new AppError('DOCUMENT_CONTENT_CHANGED', 409);
    const signers = await documentsRepo.signersOf(tx, [id]);
    for (const { position, png } of images) {
      const signer = signers.find((s) => s.position === position);
      if (!signer || signer.signedAt) throw new AppError('SIGNATURE_INVALID', 422, { position });
      await documentsRepo.signSigner(tx, signer.id, {
        signaturePng: png,
        signatureSha256: signatureImageSha256(png),
        signedTabletId: tablet.id,
        signedIp: client.ip,
        signedUserAgent: client.userAgent,
      });
    }
    const after = await documentsRepo.signersWithImages(tx, id);
    const complete = after.every((s) => s.signedAt !== null);
    const now = new Date();
    await documentsRepo.update(
      tx,
      id,
      complete
        ? {
            status: 'signed',
            signedAt: now,
            signedTabletId: tablet.id,
            signedTabletName: tablet.name,
            signedIp: client.ip,
            signedUserAgent: client.userAgent,
            signedContentSha256: signedContentSha256({
              id,
              body: document.body,
              signers: after.map((s) => sealSigner(s, new Map([[tablet.id, tablet.name]]))),
            }),
            sealStatus: 'pending',
            openOnTablet: false,
          }
        : { status: 'partially_signed' },
    );
    await recordActivity(tx, asTablet(tablet), {
      action: 'document.signed',
      entityType: 'document',
      entityId: id,
      data: { tabletId: tablet.id, complete, positions: images.map((i) => i.position) },
    });
    if (complete) await queueSealing(app, tx, { organizationId: tablet.organizationId, documentId: id });
    return { status: complete ? 'signed' : 'partially_signed' };
  });
}

/** The patient declines to sign, saying why; the document leaves the tablet. */
export async function declineDocument(
  app: AppContext,
  tablet: TabletRow,
  id: string,
  input: DeclineDocumentInput,
) {
  await inTabletScope(app, tablet, async (tx) => {
    const document = await visibleDocument(tx, tablet, id);
    if (!isPendingNow(document))
      throw new AppError('DOCUMENT_NOT_PENDING', 409, { documentStatus: statusNow(document) });
    await documentsRepo.update(tx, id, {
      status: 'declined',
      declinedAt: new Date(),
      declineReason: input.reason,
      openOnTablet: false,
    });
    await recordActivity(tx, asTablet(tablet), {
      action: 'document.declined',
      entityType: 'document',
      entityId: id,
      data: { tabletId: tablet.id },
    });
  });
}
