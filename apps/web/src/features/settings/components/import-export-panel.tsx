import { Download, Upload } from 'lucide-react';
import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-client';
import { errorMessageKey } from '../../../lib/error-message';
import { downloadSettingsExport } from '../api/export-settings';
import { useImportSettings } from '../api/import-settings';
import { useSettingLabel } from './use-setting-label';

/** Settings → Import/Export: download studiolo-settings.json; upload one and see what changed. */
export function ImportExportPanel({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['settings', 'errors']);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>();
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const importer = useImportSettings();
  const settingLabel = useSettingLabel();

  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      await downloadSettingsExport();
    } catch (cause) {
      setDownloadError(cause);
    } finally {
      setDownloading(false);
    }
  };

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    importer.reset();
    setFileError(undefined);
    if (!file) return setFileError(t('settings:importExport.chooseFile'));
    let content: unknown;
    try {
      content = JSON.parse(await file.text());
    } catch {
      return setFileError(t('settings:importExport.invalidFile'));
    }
    importer.mutate(content);
  };

  const importError = importer.error;
  const issues = isApiError(importError) ? (importError.problem?.errors ?? []) : [];

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card
        title={t('settings:importExport.exportTitle')}
        description={t('settings:importExport.exportLead')}
      >
        {downloadError ? <Alert className="mb-4">{t(errorMessageKey(downloadError))}</Alert> : null}
        <Button onClick={() => void download()} disabled={downloading}>
          {downloading ? (
            <Spinner className="h-4 w-4" />
          ) : (
            <Download aria-hidden="true" className="h-4 w-4" />
          )}
          {t('settings:importExport.download')}
        </Button>
      </Card>
      <Card
        title={t('settings:importExport.importTitle')}
        description={t('settings:importExport.importLead')}
      >
        <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
          {!canEdit ? <Alert tone="info">{t('settings:readOnly')}</Alert> : null}
          <TextField
            label={t('settings:importExport.file')}
            type="file"
            accept="application/json,.json"
            disabled={!canEdit}
            className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-1 file:text-sm file:font-medium file:text-brand-800"
            onChange={(event) => {
              importer.reset();
              setFileError(undefined);
              setFile(event.target.files?.[0]);
            }}
            error={fileError}
          />
          {canEdit ? (
            <Button type="submit" disabled={importer.isPending}>
              {importer.isPending ? (
                <Spinner className="h-4 w-4" />
              ) : (
                <Upload aria-hidden="true" className="h-4 w-4" />
              )}
              {importer.isPending ? t('settings:importExport.importing') : t('settings:importExport.upload')}
            </Button>
          ) : null}
          {importError ? (
            <Alert
              title={
                issues.length > 0 ? t('settings:importExport.invalidFile') : t(errorMessageKey(importError))
              }
            >
              {issues.length > 0 ? (
                <ul className="list-disc space-y-0.5 pl-4">
                  {issues.map((issue) => (
                    <li key={`${issue.path}:${issue.code}`}>
                      {issue.path ? `${settingLabel(issue.path.replace(/^settings\./, ''))}: ` : null}
                      {issue.message}
                    </li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
          {importer.data ? (
            <Alert
              tone="success"
              title={
                importer.data.changed.length > 0
                  ? t('settings:importExport.changedTitle')
                  : t('settings:importExport.nothingChanged')
              }
            >
              {importer.data.changed.length > 0 ? (
                <ul aria-label={t('settings:importExport.changedTitle')} className="list-disc pl-4">
                  {importer.data.changed.map((path) => (
                    <li key={path}>{settingLabel(path)}</li>
                  ))}
                </ul>
              ) : null}
            </Alert>
          ) : null}
        </form>
      </Card>
    </div>
  );
}
