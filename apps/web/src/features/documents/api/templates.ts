import { useMutation, useQuery } from '@tanstack/react-query';
import {
  DocumentTemplate,
  DocumentTemplateDetail,
  type DocumentTemplateInput,
  type DocumentType,
  type Locale,
} from '@studiolo/contracts';
import { apiRequest, apiSend } from '../../../lib/api-client';
import { documentKeys, refreshDocuments } from './keys';

const Templates = { parse: (value: unknown) => DocumentTemplate.array().parse(value) };

const templatePath = (type: DocumentType, language: Locale) =>
  `/api/v1/document-templates/${encodeURIComponent(type)}/${encodeURIComponent(language)}`;

/** The current version of every type in Italian and English (version 0: Studiolo's own text). */
export function useDocumentTemplates() {
  return useQuery({
    queryKey: documentKeys.templates,
    queryFn: ({ signal }) => apiRequest('/api/v1/document-templates', Templates, { signal }),
  });
}

/** One template (the current version, or `version`) with the list of its saved versions. */
export function useDocumentTemplate(type: DocumentType, language: Locale, version?: number) {
  return useQuery({
    queryKey: documentKeys.template(type, language, version),
    queryFn: ({ signal }) => {
      const query = version === undefined ? '' : `?version=${version}`;
      return apiRequest(`${templatePath(type, language)}${query}`, DocumentTemplateDetail, { signal });
    },
  });
}

/** Saves the next version; 422 TEMPLATE_PLACEHOLDER_UNKNOWN names the placeholders it does not know. */
export function useSaveDocumentTemplate(type: DocumentType, language: Locale) {
  return useMutation({
    mutationFn: (input: DocumentTemplateInput) =>
      apiSend(templatePath(type, language), input, DocumentTemplateDetail, 'PUT'),
    onSuccess: refreshDocuments,
  });
}
