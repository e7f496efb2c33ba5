import { createRoute } from '@hono/zod-openapi';
import { AppSettings, AppSettingsPatch, SettingsExport, SettingsImportResult } from '@studiolo/contracts';
import { jsonBody, problemResponses } from '../../http/openapi';
import { router } from '../../http/router';
import { requireTenant, requireUser } from '../../http/session';
import { exportSettings, getSettings, importSettings, updateSettings } from './service';

export const settingsRoutes = router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/settings',
      tags: ['settings'],
      summary: "The selected organization's calendar and patient-form settings",
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: { description: 'Settings', content: { 'application/json': { schema: AppSettings } } },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => c.json(await getSettings(c.var.app, c.var.tenant), 200),
  )
  .openapi(
    createRoute({
      method: 'put',
      path: '/api/v1/settings',
      tags: ['settings'],
      summary: 'Change some settings; what is not sent stays (owner, admin)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(AppSettingsPatch),
      responses: {
        200: {
          description: 'All settings after the change',
          content: { 'application/json': { schema: AppSettings } },
        },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await updateSettings(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/v1/settings/export',
      tags: ['settings'],
      summary: 'Organization profile and settings as one JSON file',
      middleware: [requireUser, requireTenant] as const,
      responses: {
        200: { description: 'The file', content: { 'application/json': { schema: SettingsExport } } },
        ...problemResponses(400, 401, 404),
      },
    }),
    async (c) => {
      c.header('content-disposition', 'attachment; filename="studiolo-settings.json"');
      return c.json(await exportSettings(c.var.app, c.var.tenant), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/api/v1/settings/import',
      tags: ['settings'],
      summary: 'Apply an exported file; answers the values it changed (owner, admin)',
      middleware: [requireUser, requireTenant] as const,
      request: jsonBody(SettingsExport),
      responses: {
        200: {
          description: 'What changed',
          content: { 'application/json': { schema: SettingsImportResult } },
        },
        ...problemResponses(400, 401, 403, 404),
      },
    }),
    async (c) => c.json(await importSettings(c.var.app, c.var.tenant, c.req.valid('json')), 200),
  );
