import {
  DOCUMENT_TYPES,
  LOCALES,
  requiredPlaceholders,
  unknownPlaceholders,
  type DocumentTemplate,
  type DocumentTemplateDetail,
  type DocumentTemplateInput,
  type DocumentType,
  type Locale,
} from '@studiolo/contracts';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { withTenant } from '../../db/tenancy';
import { AppError } from '../../domain/errors';
import type { Tenant } from '../../domain/tenant';
import { recordActivity } from '../activity/service';
import { requirePermission } from '../organizations/permissions';
import { DEFAULT_TEMPLATES, DEFAULT_TEMPLATES_EDITION } from './default-templates';
import { templatesRepo, type TemplateRow } from './repo';

type Saved = { template: TemplateRow; createdByName: string | null };

const required = (type: DocumentType, text: { title: string; body: string }) =>
  requiredPlaceholders(type, `${text.title}\n${text.body}`);

const builtIn = (type: DocumentType, language: Locale): DocumentTemplate => ({
  type,
  language,
  version: 0,
  edition: DEFAULT_TEMPLATES_EDITION,
  ...DEFAULT_TEMPLATES[type][language],
  createdAt: null,
  createdByName: null,
  required: required(type, DEFAULT_TEMPLATES[type][language]),
});

const toTemplate = ({ template: t, createdByName }: Saved): DocumentTemplate => ({
  type: t.type,
  language: t.language,
  version: t.version,
  edition: null,
  title: t.title,
  body: t.body,
  createdAt: t.createdAt.toISOString(),
  createdByName,
  required: required(t.type, t),
});

/** The text a document is made from now: the newest saved version, else the built-in one. */
export async function currentTemplate(
  db: Executor,
  type: DocumentType,
  language: Locale,
): Promise<DocumentTemplate> {
  const [latest] = await templatesRepo.versions(db, type, language);
  return latest ? toTemplate(latest) : builtIn(type, language);
}

/** Every type in both languages, each at its current version. */
export async function listTemplates(app: AppContext, tenant: Tenant): Promise<DocumentTemplate[]> {
  const saved = await withTenant(app.database.db, tenant, (tx) => templatesRepo.latest(tx));
  return DOCUMENT_TYPES.flatMap((type) =>
    LOCALES.map((language) => {
      const row = saved.find((s) => s.template.type === type && s.template.language === language);
      return row ? toTemplate(row) : builtIn(type, language);
    }),
  );
}

function detail(versions: Saved[], shown: DocumentTemplate): DocumentTemplateDetail {
  return {
    ...shown,
    versions: versions.map(({ template: t, createdByName }) => ({
      version: t.version,
      title: t.title,
      createdAt: t.createdAt.toISOString(),
      createdByName,
    })),
  };
}

/** One template at its current version, or at `version` (0: the built-in text), with its history. */
export async function getTemplate(
  app: AppContext,
  tenant: Tenant,
  type: DocumentType,
  language: Locale,
  version?: number,
): Promise<DocumentTemplateDetail> {
  const versions = await withTenant(app.database.db, tenant, (tx) =>
    templatesRepo.versions(tx, type, language),
  );
  if (version === undefined)
    return detail(versions, versions[0] ? toTemplate(versions[0]) : builtIn(type, language));
  if (version === 0) return detail(versions, builtIn(type, language));
  const saved = versions.find((v) => v.template.version === version);
  if (!saved) throw new AppError('NOT_FOUND', 404);
  return detail(versions, toTemplate(saved));
}

/** Saves the text as the template's next version; documents already sent keep theirs. */
export async function saveTemplate(
  app: AppContext,
  tenant: Tenant,
  type: DocumentType,
  language: Locale,
  input: DocumentTemplateInput,
): Promise<DocumentTemplateDetail> {
  requirePermission(tenant.role, 'documents:templates');
  const placeholders = unknownPlaceholders(`${input.title}\n${input.body}`);
  if (placeholders.length > 0) throw new AppError('TEMPLATE_PLACEHOLDER_UNKNOWN', 422, { placeholders });
  await withTenant(app.database.db, tenant, async (tx) => {
    const saved = await templatesRepo.insertNext(tx, {
      organizationId: tenant.organizationId,
      type,
      language,
      title: input.title,
      body: input.body,
      createdBy: tenant.userId,
    });
    await recordActivity(tx, tenant, {
      action: 'document_template.saved',
      entityType: 'document_template',
      entityId: saved.id,
      data: { type, language, version: saved.version },
    });
  });
  return getTemplate(app, tenant, type, language);
}
