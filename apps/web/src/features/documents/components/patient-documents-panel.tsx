import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale, SigningDocument } from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Card } from '../../../components/ui/card';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { useFormats } from '../../../lib/use-formats';
import { usePatientDocuments } from '../api/get-documents';
import { documentRows, isSendable, isWaiting, type DocumentRow } from '../document-state';
import {
  DocumentPdfLink,
  EmailDocumentButton,
  ResendDocumentButton,
  RevokeDocumentButton,
} from './document-actions';
import { DocumentStatusBadge } from './document-status-badge';
import { LanguageChoice } from './language-choice';
import { SealState } from './seal-state';
import { SendDocumentButton } from './send-document-button';
import { TabletChoice, type TabletOption } from './tablet-choice';

/**
 * The patient record's 'Documenti da firmare': each type with its state, sent to a chosen tablet or
 * any; resend, revoke, the sealed PDF and a copy by email. It asks again every few seconds while a
 * document waits, so 'Firmato' shows soon after the tablet.
 */
export function PatientDocumentsPanel({
  patientId,
  patientLanguage,
  tablets,
  canSend,
}: {
  patientId: string;
  /** The language the patient is written to in: what documents are sent in unless the desk changes it. */
  patientLanguage: Locale;
  tablets: TabletOption[];
  canSend: boolean;
}) {
  const { t } = useTranslation(['documents', 'errors']);
  const panel = usePatientDocuments(patientId);
  const [tabletId, setTabletId] = useState<string | null>(null);
  const [language, setLanguage] = useState<Locale>(patientLanguage);

  let body;
  if (panel.isPending) body = <LoadingStatus />;
  else if (panel.isError)
    body = (
      <Alert title={t('panel.loadFailed')}>
        <LoadErrorMessage error={panel.error} />
      </Alert>
    );
  else
    body = (
      <>
        {panel.data.checkInGate ? null : <p className="mb-3 text-sm text-slate-600">{t('panel.noGate')}</p>}
        <ul className="divide-y divide-slate-100">
          {documentRows(panel.data).map((row) => (
            <DocumentRowItem
              key={row.type}
              row={row}
              patientId={patientId}
              tabletId={tabletId}
              language={language}
              canSend={canSend}
            />
          ))}
        </ul>
        <History documents={panel.data.documents} />
      </>
    );

  return (
    <Card
      title={t('panel.title')}
      description={t('panel.lead')}
      actions={
        canSend ? (
          <div className="flex flex-wrap items-end gap-3">
            <TabletChoice tablets={tablets} value={tabletId} onChange={setTabletId} />
            <LanguageChoice value={language} onChange={setLanguage} />
          </div>
        ) : null
      }
    >
      {body}
    </Card>
  );
}

function DocumentRowItem({
  row,
  patientId,
  tabletId,
  language,
  canSend,
}: {
  row: DocumentRow;
  patientId: string;
  tabletId: string | null;
  language: Locale;
  canSend: boolean;
}) {
  const { t } = useTranslation('documents');
  const document = row.document;
  const waiting = isWaiting(row.status);
  return (
    <li aria-label={t(`type.${row.type}`)} className="flex flex-wrap items-start justify-between gap-3 py-3">
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-slate-900">
          {t(`type.${row.type}`)}
          {row.required ? (
            <span className="ml-2 text-xs font-normal text-slate-600">{t('panel.required')}</span>
          ) : null}
        </p>
        <DocumentStatusBadge status={row.status} />
        {document ? <DocumentFacts document={document} /> : null}
      </div>
      {canSend ? (
        <div className="flex flex-wrap items-start gap-2">
          {document && waiting ? (
            <ResendDocumentButton document={document} tabletId={tabletId} language={language} />
          ) : null}
          {isSendable(row.status) ? (
            <SendDocumentButton
              patientId={patientId}
              types={[row.type]}
              tabletId={tabletId}
              language={language}
            />
          ) : null}
          {document ? <RevokeDocumentButton document={document} /> : null}
          {document ? <DocumentPdfLink document={document} /> : null}
          {document ? <EmailDocumentButton document={document} /> : null}
        </div>
      ) : document ? (
        <DocumentPdfLink document={document} />
      ) : null}
    </li>
  );
}

/** When and where it was sent, why it was declined, its seal. */
function DocumentFacts({ document }: { document: SigningDocument }) {
  const { t } = useTranslation('documents');
  const f = useFormats();
  return (
    <div className="space-y-1 text-sm text-slate-600">
      <p>
        {t('panel.sentAt', {
          date: f.dateTime(document.sentAt),
          tablet: document.tabletName ?? t('send.anyTablet'),
        })}
      </p>
      {document.openOnTablet ? <p>{t('panel.openOnTablet')}</p> : null}
      {document.signedAt ? <p>{t('panel.signedAt', { date: f.dateTime(document.signedAt) })}</p> : null}
      {document.status === 'declined' && document.declineReason ? (
        <p className="text-red-800">{t('panel.declineReason', { reason: document.declineReason })}</p>
      ) : null}
      <SealState document={document} />
    </div>
  );
}

/** Every document sent to the patient, newest first, voided ones included. */
function History({ documents }: { documents: SigningDocument[] }) {
  const { t } = useTranslation('documents');
  const f = useFormats();
  if (documents.length === 0) return null;
  const newestFirst = [...documents].sort((a, b) => b.sentAt.localeCompare(a.sentAt));
  return (
    <details className="mt-4">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        {t('panel.history', { count: documents.length })}
      </summary>
      <ul className="mt-2 divide-y divide-slate-100 text-sm">
        {newestFirst.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <span>
              {document.title} · {f.dateTime(document.sentAt)} ·{' '}
              {t('panel.version', { version: document.templateVersion })}
            </span>
            <span className="flex items-center gap-2">
              <DocumentStatusBadge status={document.status} />
              <DocumentPdfLink document={document} />
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
