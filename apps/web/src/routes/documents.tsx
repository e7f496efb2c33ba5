import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { can, DocumentStatus, DocumentType, type PatientSummary } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Button } from '../components/ui/button';
import { Card } from '../components/ui/card';
import { SelectField } from '../components/ui/field';
import { PageHeader } from '../components/ui/page-header';
import { Loading } from '../components/ui/spinner';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { useDocuments } from '../features/documents/api/get-documents';
import { DocumentPdfLink, RevokeDocumentButton } from '../features/documents/components/document-actions';
import { DocumentStatusBadge } from '../features/documents/components/document-status-badge';
import { SealState } from '../features/documents/components/seal-state';
import { PatientPicker } from '../features/patients/components/patient-picker';
import { errorMessageKey } from '../lib/error-message';
import { useFormats } from '../lib/use-formats';

const PAGE_SIZE = 25;

type PatientFilter = Pick<PatientSummary, 'id' | 'firstName' | 'lastName'>;

/** /documents: every document for signing, by state, patient and type; the sealed PDF; revoke. */
export default function DocumentsScreen() {
  const { t } = useTranslation(['documents', 'errors', 'common']);
  const f = useFormats();
  const { data: me } = useMe();
  const role = me ? currentOrganization(me)?.role : undefined;
  const canRevoke = role !== undefined && can(role, 'documents:send');
  const [params] = useSearchParams();
  const [status, setStatus] = useState<DocumentStatus | ''>(
    () => DocumentStatus.safeParse(params.get('status')).data ?? '',
  );
  const [type, setType] = useState<DocumentType | ''>(
    () => DocumentType.safeParse(params.get('type')).data ?? '',
  );
  const [patient, setPatient] = useState<PatientFilter | null>(null);
  const [page, setPage] = useState(0);
  const list = useDocuments({
    status: status || undefined,
    type: type || undefined,
    patientId: patient?.id,
    limit: PAGE_SIZE,
    offset: page * PAGE_SIZE,
  });
  const total = list.data?.total ?? 0;
  const hasMore = (page + 1) * PAGE_SIZE < total;
  const filtered = Boolean(status || type || patient);

  let body;
  if (list.isPending) body = <Loading />;
  else if (list.isError) body = <Alert title={t('list.loadFailed')}>{t(errorMessageKey(list.error))}</Alert>;
  else if (list.data.items.length === 0)
    body = (
      <div className="flex flex-col items-center py-8 text-center">
        <FileSignature aria-hidden="true" className="h-10 w-10 text-slate-400" />
        <p className="mt-3 font-semibold text-slate-900">{t(filtered ? 'list.noMatches' : 'list.empty')}</p>
      </div>
    );
  else
    body = (
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-600">
            <tr>
              <th className="px-3 py-2 font-medium">{t('list.patient')}</th>
              <th className="px-3 py-2 font-medium">{t('list.document')}</th>
              <th className="px-3 py-2 font-medium">{t('list.sentAt')}</th>
              <th className="px-3 py-2 font-medium">{t('list.status')}</th>
              <th className="px-3 py-2 font-medium">
                <span className="sr-only">{t('list.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {list.data.items.map((document) => (
              <tr key={document.id} className="align-top">
                <td className="px-3 py-2">
                  <Link
                    to={`/patients/${document.patientId}`}
                    className="font-medium text-brand-700 underline underline-offset-2"
                  >
                    {document.patientName}
                  </Link>
                </td>
                <td className="px-3 py-2">
                  {document.title}
                  <span className="block text-xs text-slate-500">
                    {t(`type.${document.type}`)} · {t('panel.version', { version: document.templateVersion })}
                  </span>
                </td>
                <td className="px-3 py-2">{f.dateTime(document.sentAt)}</td>
                <td className="space-y-1 px-3 py-2">
                  <DocumentStatusBadge status={document.status} />
                  {document.status === 'declined' && document.declineReason ? (
                    <p className="text-red-800">
                      {t('panel.declineReason', { reason: document.declineReason })}
                    </p>
                  ) : null}
                  <SealState document={document} />
                </td>
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-2">
                    <DocumentPdfLink document={document} />
                    {canRevoke ? <RevokeDocumentButton document={document} /> : null}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeader title={t('list.title')} lead={t('list.lead')} />
      <Card>
        <div role="search" aria-label={t('list.filters')} className="mb-4 flex flex-wrap items-end gap-3">
          <SelectField
            containerClassName="w-52"
            label={t('list.status')}
            value={status}
            onChange={(event) => {
              setStatus(DocumentStatus.safeParse(event.target.value).data ?? '');
              setPage(0);
            }}
            options={[
              { value: '', label: t('list.anyStatus') },
              ...DocumentStatus.options.map((value) => ({ value, label: t(`status.${value}`) })),
            ]}
          />
          <SelectField
            containerClassName="w-56"
            label={t('list.type')}
            value={type}
            onChange={(event) => {
              setType(DocumentType.safeParse(event.target.value).data ?? '');
              setPage(0);
            }}
            options={[
              { value: '', label: t('list.anyType') },
              ...DocumentType.options.map((value) => ({ value, label: t(`type.${value}`) })),
            ]}
          />
          <div className="w-72">
            <PatientPicker
              label={t('list.patient')}
              value={patient}
              onChange={(chosen) => {
                setPatient(chosen);
                setPage(0);
              }}
            />
          </div>
        </div>
        {body}
        {page > 0 || hasMore ? (
          <nav aria-label={t('list.pages')} className="mt-4 flex items-center justify-between">
            <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
              {t('common:previous')}
            </Button>
            <span className="text-sm text-slate-600">
              {t('list.page', { page: page + 1, pages: Math.max(1, Math.ceil(total / PAGE_SIZE)) })}
            </span>
            <Button variant="secondary" disabled={!hasMore} onClick={() => setPage(page + 1)}>
              {t('common:next')}
            </Button>
          </nav>
        ) : null}
      </Card>
    </div>
  );
}
