import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries';

export interface AdminOrganization {
  id: string;
  name: string;
  createdAt: string;
  applications: string[];
  members: { email: string; role: string }[];
  numberStatus: string;
  requestedPrefix: string | null;
  number: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** GET /api/v1/admin/organizations, read defensively (the list is for a person, not for rules). */
const AdminOrganizations = {
  parse(value: unknown): AdminOrganization[] {
    if (!Array.isArray(value)) throw new Error('The admin list is not an array');
    return value.filter(isRecord).map((row) => ({
      id: text(row.id),
      name: text(row.name),
      createdAt: text(row.createdAt),
      applications: Array.isArray(row.applications) ? row.applications.map(text) : [],
      members: Array.isArray(row.members)
        ? row.members.filter(isRecord).map((m) => ({ email: text(m.email), role: text(m.role) }))
        : [],
      numberStatus: text(row.numberStatus) || 'none',
      requestedPrefix: text(row.requestedPrefix) || null,
      number: text(row.number) || null,
    }));
  },
};

export function useAdminOrganizations() {
  return useQuery({
    queryKey: queryKeys.adminOrganizations,
    queryFn: ({ signal }) => apiRequest('/api/v1/admin/organizations', AdminOrganizations, { signal }),
  });
}
