import { SettingsExport } from '@studiolo/contracts';
import { apiRequest } from '../../../lib/api-client';

export const EXPORT_FILE_NAME = 'studiolo-settings.json';

/** Downloads the settings export as studiolo-settings.json. */
export async function downloadSettingsExport(): Promise<void> {
  const data = await apiRequest('/api/v1/settings/export', SettingsExport);
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = EXPORT_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
