import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { can, type MyOrganization } from '@studiolo/contracts';
import { Alert } from '../components/ui/alert';
import { Card } from '../components/ui/card';
import { PageHeader } from '../components/ui/page-header';
import { tabPanelId, tabId, Tabs } from '../components/ui/tabs';
import { ApiKeysPanel } from '../features/api-keys/components/api-keys-panel';
import { ForwardToForm } from '../features/calls/components/forward-to-form';
import { RecordingSettingsForm } from '../features/settings/components/call-recording-form';
import { currentOrganization, useMe } from '../features/auth/api/get-me';
import { LoadErrorMessage } from '../components/ui/load-error-message';
import { SecurityPanel } from '../features/auth/components/security-panel';
import { CreateOrganizationForm } from '../features/organizations/components/create-organization-form';
import { OrganizationProfileSection } from '../features/organizations/components/organization-profile-form';
import { RequireTwoFactorSection } from '../features/organizations/components/require-two-factor-section';
import { TabletsPanel } from '../features/tablets/components/tablets-panel';
import { TeamPanel } from '../features/team/components/team-panel';
import { useSettings } from '../features/settings/api/get-settings';
import { CalendarSettingsForm } from '../features/settings/components/calendar-settings-form';
import { ReminderSettingsForm } from '../features/settings/components/reminder-settings-form';
import { ImportExportPanel } from '../features/settings/components/import-export-panel';
import { PatientFormSettingsForm } from '../features/settings/components/patient-form-settings-form';
import { InvoiceNumberingForm } from '../features/settings/components/invoice-numbering-form';
import { StampDutySettingsForm } from '../features/settings/components/stamp-duty-settings-form';
import { DocumentSettingsForm } from '../features/settings/components/document-settings-form';
import { SigningSettingsForm } from '../features/settings/components/signing-settings-form';
import { TemplateEditor } from '../features/documents/components/template-editor';
import { Tax730SettingsSection } from '../features/settings/components/tax730-settings-form';
import { landingAfterSignIn } from './sign-in-landing';
import { LoadingStatus } from '../components/ui/loading-status';

/** SPEC §2's order: Organization, Calendar, Patient Form, Team, Tablets, Invoice Numbering, 730 Integration, …, Import/Export. */
const TABS = [
  'organization',
  'calendar',
  'patient-form',
  'team',
  'tablets',
  'documents',
  'invoice-numbering',
  'tax730',
  'import-export',
  'calls',
  'api-keys',
  'security',
] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  organization: 'organization',
  calendar: 'calendar',
  'patient-form': 'patientForm',
  team: 'team',
  tablets: 'tablets',
  documents: 'documents',
  'invoice-numbering': 'invoiceNumbering',
  tax730: 'tax730',
  'import-export': 'importExport',
  calls: 'calls',
  'api-keys': 'apiKeys',
  security: 'security',
} as const satisfies Record<Tab, string>;

function parseTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? 'organization';
}

/** Who may change the organization and its settings; the server checks again (403 otherwise). */
function canEdit(organization: MyOrganization): boolean {
  return organization.role === 'owner' || organization.role === 'admin';
}

/**
 * /settings?tab=…: Organization, Calendar, Patient Form, Team, Tablets, Invoice Numbering, 730
 * Integration, Import/Export, API keys, Security (linkable tabs).
 */
export default function SettingsScreen() {
  const { t } = useTranslation('settings');
  const { data: me } = useMe();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  if (!me) return null;
  const organization = currentOrganization(me);

  if (!organization) {
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <PageHeader title={t('title')} />
        <Card title={t('noOrganization.title')} description={t('noOrganization.lead')}>
          <CreateOrganizationForm
            onCreated={async () => {
              await navigate(await landingAfterSignIn(), { replace: true });
            }}
          />
        </Card>
      </div>
    );
  }

  const tab = parseTab(params.get('tab'));
  const editable = canEdit(organization);
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <PageHeader title={t('title')} lead={t('lead')} />
      <Tabs
        label={t('tabsLabel')}
        items={TABS.map((key) => ({ key, label: t(`tabs.${TAB_LABELS[key]}`) }))}
        selected={tab}
        onSelect={(next) => setParams({ tab: next }, { replace: true })}
      />
      <div role="tabpanel" id={tabPanelId(tab)} aria-labelledby={tabId(tab)}>
        {tab === 'organization' ? (
          <OrganizationProfileSection canEdit={editable} />
        ) : tab === 'import-export' ? (
          <ImportExportPanel canEdit={editable} />
        ) : tab === 'team' ? (
          <TeamPanel organization={organization} />
        ) : tab === 'tablets' ? (
          <TabletsPanel canEdit={editable} />
        ) : tab === 'tax730' ? (
          <Tax730SettingsSection canEdit={editable} />
        ) : tab === 'calls' ? (
          <div className="space-y-6">
            <ForwardToForm canEdit={editable} toWizard />
            <RecordingSettingsForm canEdit={editable} canTurnOn={can(organization.role, 'calls:recording')} />
          </div>
        ) : tab === 'api-keys' ? (
          <ApiKeysPanel canEdit={editable} />
        ) : tab === 'security' ? (
          <SecurityPanel>{organization.role === 'owner' ? <RequireTwoFactorSection /> : null}</SecurityPanel>
        ) : (
          <SettingsTab tab={tab} canEdit={editable} />
        )}
      </div>
    </div>
  );
}

function SettingsTab({
  tab,
  canEdit,
}: {
  tab: 'calendar' | 'patient-form' | 'documents' | 'invoice-numbering';
  canEdit: boolean;
}) {
  const { t } = useTranslation(['settings', 'errors', 'common']);
  const { data, error, isPending } = useSettings();
  if (isPending) {
    return <LoadingStatus />;
  }
  if (error && !data) {
    return (
      <Alert title={t('settings:loadFailed')}>
        <LoadErrorMessage error={error} />
      </Alert>
    );
  }
  return tab === 'calendar' ? (
    <div className="space-y-6">
      <CalendarSettingsForm settings={data} canEdit={canEdit} />
      <ReminderSettingsForm settings={data} canEdit={canEdit} />
    </div>
  ) : tab === 'documents' ? (
    <div className="space-y-6">
      <SigningSettingsForm settings={data} canEdit={canEdit} />
      <TemplateEditor canEdit={canEdit} />
    </div>
  ) : tab === 'invoice-numbering' ? (
    <div className="space-y-6">
      <InvoiceNumberingForm canEdit={canEdit} />
      <StampDutySettingsForm settings={data} canEdit={canEdit} />
      <DocumentSettingsForm settings={data} canEdit={canEdit} />
    </div>
  ) : (
    <PatientFormSettingsForm settings={data} canEdit={canEdit} />
  );
}
