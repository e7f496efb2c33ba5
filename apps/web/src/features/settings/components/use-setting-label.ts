import type { AppSettings, OrganizationProfileInput } from '@studiolo/contracts';
import { useTranslation } from 'react-i18next';

/** The dotted paths an import can report: every field of the exported file. */
type LeafPaths<T, Prefix extends string> = {
  [K in keyof T & string]: `${Prefix}.${K}`;
}[keyof T & string];
type SettingPath =
  | LeafPaths<OrganizationProfileInput, 'organization'>
  | { [S in keyof AppSettings]: LeafPaths<AppSettings[S], S> }[keyof AppSettings];

/**
 * Where each setting is labelled on its own form: [section title, field label]. Typed over every
 * path, so a new setting cannot be added without saying how an import names it.
 */
const LABELS: Record<SettingPath, readonly [string, string]> = {
  'organization.name': ['organizations:profile.title', 'organizations:profile.name'],
  'organization.legalName': ['organizations:profile.title', 'organizations:profile.legalName'],
  'organization.taxCode': ['organizations:profile.title', 'organizations:profile.taxCode'],
  'organization.vatNumber': ['organizations:profile.title', 'organizations:profile.vatNumber'],
  'organization.professionalEmail': [
    'organizations:profile.title',
    'organizations:profile.professionalEmail',
  ],
  'organization.street': ['organizations:profile.title', 'organizations:profile.street'],
  'organization.city': ['organizations:profile.title', 'organizations:profile.city'],
  'organization.postalCode': ['organizations:profile.title', 'organizations:profile.postalCode'],
  'organization.province': ['organizations:profile.title', 'organizations:profile.province'],
  'organization.dpoContact': ['organizations:profile.title', 'organizations:profile.dpoContact'],
  'calendar.timelineInterval': ['settings:calendar.title', 'settings:calendar.timelineInterval'],
  'calendar.hoursFormat': ['settings:calendar.title', 'settings:calendar.hoursFormat'],
  'calendar.dateFormat': ['settings:calendar.title', 'settings:calendar.dateFormat'],
  'calendar.phoneFormat': ['settings:calendar.title', 'settings:calendar.phoneFormat'],
  'calendar.bookingHorizonWeeks': ['settings:calendar.title', 'settings:calendar.bookingHorizonWeeks'],
  'patientForm.showTitle': ['settings:patientForm.title', 'settings:patientForm.showTitle'],
  'patientForm.showPhone': ['settings:patientForm.title', 'settings:patientForm.showPhone'],
  'patientForm.showBirthPlace': ['settings:patientForm.title', 'settings:patientForm.showBirthPlace'],
  'patientForm.showDocumentInfo': ['settings:patientForm.title', 'settings:patientForm.showDocumentInfo'],
  'patientForm.showNotes': ['settings:patientForm.title', 'settings:patientForm.showNotes'],
  'patientForm.showMarketingConsent': [
    'settings:patientForm.title',
    'settings:patientForm.showMarketingConsent',
  ],
  'patientForm.mobilePrefix': ['settings:patientForm.title', 'settings:patientForm.mobilePrefix'],
  'reminders.enabled': ['settings:reminders.title', 'settings:reminders.enabled'],
  'reminders.hoursBefore': ['settings:reminders.title', 'settings:reminders.hoursBefore'],
  'reminders.includeService': ['settings:reminders.title', 'settings:reminders.includeService'],
  'invoicing.prefix': ['settings:invoiceNumbering.title', 'settings:invoiceNumbering.prefix'],
  'invoicing.stampDutyPayer': ['settings:stampDuty.title', 'settings:stampDuty.payer'],
  'invoicing.stampDutyAuthorization': ['settings:stampDuty.title', 'settings:stampDuty.authorization'],
  'invoicing.stampDutyAuthorizationDate': [
    'settings:stampDuty.title',
    'settings:stampDuty.authorizationDate',
  ],
  'invoicing.shareLinkDays': ['settings:stampDuty.title', 'settings:stampDuty.shareLinkDays'],
  'documents.language': ['settings:documents.title', 'settings:documents.language'],
  'signing.requiredForCheckIn': ['settings:signing.title', 'settings:signing.requiredForCheckIn'],
  'signing.lifetimeDays': ['settings:signing.title', 'settings:signing.lifetimeDays'],
  'signing.minorAlsoSigns': ['settings:signing.title', 'settings:signing.minorAlsoSigns'],
  'signing.parentsSign': ['settings:signing.title', 'settings:signing.parentsSign'],
  'signing.doctorCoSignsTreatment': ['settings:signing.title', 'settings:signing.doctorCoSignsTreatment'],
};

function isSettingPath(path: string): path is SettingPath {
  return Object.hasOwn(LABELS, path);
}

/** Names a setting's path in words: "Calendario › Formato orario" for `calendar.hoursFormat`. */
export function useSettingLabel(): (path: string) => string {
  const { t } = useTranslation(['settings', 'organizations']);
  return (path) => {
    // A path from a newer Studiolo's file has no label here: shown as it is.
    if (!isSettingPath(path)) return path;
    const [section, field] = LABELS[path];
    return `${t(section as never)} › ${t(field as never)}`;
  };
}
