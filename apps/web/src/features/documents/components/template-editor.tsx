import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DocumentTemplateInput,
  DocumentType,
  fillPlaceholders,
  Locale,
  LOCALES,
  TEMPLATE_PLACEHOLDERS,
  unknownPlaceholders,
  type DocumentTemplateDetail,
} from '@studiolo/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/field';
import {
  ContractFormRoot,
  FormStatus,
  FormTextAreaField,
  FormTextField,
  SubmitButton,
  useContractForm,
} from '../../../components/form';
import { LoadErrorMessage } from '../../../components/ui/load-error-message';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import { useFormats } from '../../../lib/use-formats';
import { useDocumentTemplate, useSaveDocumentTemplate } from '../api/templates';
import { EXAMPLE_VALUES, insertAt, templateBlocks } from '../template-example';

/**
 * Settings → Documenti e consensi: the text of each consent in Italian and English. Each save is a
 * new version (documents keep the version they were sent with); the placeholders are filled in with
 * the patient's and the clinic's data when sent, previewed here with example data.
 */
export function TemplateEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('documents');
  const [type, setType] = useState<DocumentType>('privacy_consent');
  const [language, setLanguage] = useState<Locale>('it');
  const [version, setVersion] = useState<number | undefined>();
  // Kept here, not in the form: the saved version arrives by a refetch that remounts the form
  // (its key has the version), and the confirmation must outlive that.
  const [saved, setSaved] = useState(false);
  const template = useDocumentTemplate(type, language, version);
  const showVersion = (next: number | undefined) => {
    setVersion(next);
    setSaved(false);
  };
  // Another type, language or version replaces the text being edited: the form asks first.
  const leaveForm = useRef<(go: () => void) => void>((go) => go());

  let body;
  if (template.isPending) body = <LoadingStatus />;
  else if (template.isError)
    body = (
      <Alert title={t('templates.loadFailed')}>
        <LoadErrorMessage error={template.error} />
      </Alert>
    );
  else
    body = (
      <TemplateForm
        key={`${type}-${language}-${template.data.version}`}
        template={template.data}
        viewingOld={version !== undefined}
        canEdit={canEdit}
        saved={saved}
        onSaved={setSaved}
        onVersion={showVersion}
        leaveRef={leaveForm}
      />
    );

  return (
    <Card title={t('templates.title')} description={t('templates.lead')}>
      <div className="mb-5 flex flex-wrap items-end gap-3">
        <SelectField
          containerClassName="w-64"
          label={t('templates.type')}
          value={type}
          onChange={(event) => {
            const next = DocumentType.parse(event.target.value);
            leaveForm.current(() => {
              setType(next);
              showVersion(undefined);
            });
          }}
          options={DocumentType.options.map((value) => ({ value, label: t(`type.${value}`) }))}
        />
        <SelectField
          containerClassName="w-40"
          label={t('templates.language')}
          value={language}
          onChange={(event) => {
            const next = Locale.parse(event.target.value);
            leaveForm.current(() => {
              setLanguage(next);
              showVersion(undefined);
            });
          }}
          options={LOCALES.map((value) => ({ value, label: t(`templates.languages.${value}`) }))}
        />
      </div>
      {body}
    </Card>
  );
}

function TemplateForm({
  template,
  viewingOld,
  canEdit,
  saved,
  onSaved,
  onVersion,
  leaveRef,
}: {
  template: DocumentTemplateDetail;
  viewingOld: boolean;
  canEdit: boolean;
  /** The last save succeeded and nothing was edited since. */
  saved: boolean;
  onSaved: (saved: boolean) => void;
  onVersion: (version: number | undefined) => void;
  /** Set to this form's guard, for the choices above it that replace the text. */
  leaveRef: RefObject<(go: () => void) => void>;
}) {
  const { t } = useTranslation(['documents', 'errors', 'common']);
  const f = useFormats();
  const save = useSaveDocumentTemplate(template.type, template.language);
  const kit = useContractForm<{ title: string; body: string }, DocumentTemplateInput>({
    schema: DocumentTemplateInput,
    defaultValues: { title: template.title, body: template.body },
    save: (input) => save.mutateAsync(input),
    onSaved: () => {
      onVersion(undefined);
      onSaved(true);
    },
  });
  const { form } = kit;
  useEffect(() => {
    leaveRef.current = kit.leave;
    return () => {
      leaveRef.current = (go) => go();
    };
  }, [leaveRef, kit.leave]);
  const title = form.watch('title');
  const text = form.watch('body');
  const [selection, setSelection] = useState({ start: template.body.length, end: template.body.length });
  const unknown = unknownPlaceholders(text);
  // 'Saved' lasts until the next edit.
  const { isDirty } = form.formState;
  useEffect(() => {
    if (isDirty) onSaved(false);
  }, [isDirty, onSaved]);

  const insert = (placeholder: string) => {
    const next = insertAt(text, `{{${placeholder}}}`, selection.start, selection.end);
    form.setValue('body', next.text, { shouldDirty: true });
    setSelection({ start: next.caret, end: next.caret });
    onSaved(false);
  };

  const refusedPlaceholders =
    isApiError(kit.failure) && kit.failure.code === 'TEMPLATE_PLACEHOLDER_UNKNOWN'
      ? (kit.failure.extensions.placeholders as string[] | undefined)
      : undefined;

  return (
    <ContractFormRoot
      kit={kit}
      className="space-y-5"
      onSubmitStart={() => {
        onSaved(false);
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-slate-700">
          {template.version === 0
            ? t('templates.builtIn')
            : t('templates.version', {
                version: template.version,
                date: f.dateTime(template.createdAt),
                name: template.createdByName ?? '—',
              })}
        </p>
        {template.versions.length > 0 ? (
          <SelectField
            containerClassName="w-64"
            label={t('templates.versions')}
            value={viewingOld ? String(template.version) : ''}
            onChange={(event) => {
              const next = event.target.value === '' ? undefined : Number(event.target.value);
              kit.leave(() => onVersion(next));
            }}
            options={[
              { value: '', label: t('templates.current') },
              ...template.versions.map((entry) => ({
                value: String(entry.version),
                label: t('templates.versionOption', {
                  version: entry.version,
                  date: f.dateTime(entry.createdAt),
                }),
              })),
            ]}
          />
        ) : null}
      </div>
      {viewingOld ? <Alert tone="info">{t('templates.viewingOld')}</Alert> : null}
      {saved ? <Alert tone="success">{t('templates.saved')}</Alert> : null}
      {refusedPlaceholders ? (
        <Alert title={t('errors:TEMPLATE_PLACEHOLDER_UNKNOWN')}>
          {t('templates.unknown', { list: refusedPlaceholders.join(', ') })}
        </Alert>
      ) : (
        <FormStatus kit={kit} errorTitle={t('templates.saveFailed')} />
      )}
      <FormTextField name="title" label={t('templates.titleField')} disabled={!canEdit} />
      <FormTextAreaField
        name="body"
        label={t('templates.body')}
        hint={t('templates.bodyHint')}
        rows={14}
        disabled={!canEdit}
        className="font-mono text-sm"
        onSelect={(event) =>
          setSelection({ start: event.currentTarget.selectionStart, end: event.currentTarget.selectionEnd })
        }
      />
      {unknown.length > 0 ? (
        <Alert tone="warning">{t('templates.unknown', { list: unknown.join(', ') })}</Alert>
      ) : null}
      {canEdit ? (
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">{t('templates.placeholders')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
              <Button
                key={placeholder}
                variant="secondary"
                className="h-8 px-2 font-mono text-xs"
                title={t('templates.insert', { placeholder })}
                onClick={() => insert(placeholder)}
              >
                {`{{${placeholder}}}`}
              </Button>
            ))}
          </div>
        </fieldset>
      ) : null}
      <section
        aria-label={t('templates.preview')}
        className="rounded-lg border border-slate-200 bg-slate-50 p-4"
      >
        <p className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {t('templates.preview')}
        </p>
        <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
        <TemplatePreview body={fillPlaceholders(text, EXAMPLE_VALUES)} />
      </section>
      {canEdit ? (
        <SubmitButton kit={kit}>{t('templates.save')}</SubmitButton>
      ) : (
        <Alert tone="info">{t('templates.readOnly')}</Alert>
      )}
    </ContractFormRoot>
  );
}

/** The text laid out as the tablet and the PDF do: headings, lists, paragraphs. */
function TemplatePreview({ body }: { body: string }) {
  return (
    <div className="mt-2 space-y-3 text-sm text-slate-800">
      {templateBlocks(body).map((block, index) =>
        block.kind === 'heading' ? (
          <h4 key={index} className="font-semibold text-slate-900">
            {block.text}
          </h4>
        ) : block.kind === 'list' ? (
          <ul key={index} className="list-disc space-y-1 pl-5">
            {block.items.map((item, itemIndex) => (
              <li key={itemIndex}>{item}</li>
            ))}
          </ul>
        ) : (
          <p key={index} className="whitespace-pre-line">
            {block.text}
          </p>
        ),
      )}
    </div>
  );
}
