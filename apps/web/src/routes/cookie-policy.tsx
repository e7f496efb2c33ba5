import { useTranslation } from 'react-i18next';
import { LegalDocument } from '../features/marketing/components/legal-document';

/** The cookies Studiolo sets (SPEC §9); the session cookie's name belongs to the auth library. */
const cookies = [
  { key: 'locale', name: 'user-locale' },
  { key: 'organization', name: 'currentOrganizationId' },
  { key: 'settings', name: 'app_settings' },
  { key: 'referral', name: 'referral_code' },
  { key: 'session', name: undefined },
] as const;

/** /cookie-policy */
export default function CookiePolicyScreen() {
  const { t } = useTranslation(['legal', 'common']);
  return (
    <LegalDocument
      title={t('common:pageTitles.cookies')}
      intro={t('legal:cookies.intro')}
      sections={[
        { id: 'storage', title: t('legal:cookies.storageTitle'), body: t('legal:cookies.storageBody') },
        { id: 'manage', title: t('legal:cookies.manageTitle'), body: t('legal:cookies.manageBody') },
      ]}
    >
      <div className="mt-8 overflow-x-auto rounded-xl border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="bg-slate-50 px-4 py-3 text-left font-semibold text-slate-900">
            {t('legal:cookies.tableCaption')}
          </caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('legal:cookies.columns.name')}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('legal:cookies.columns.purpose')}
              </th>
              <th scope="col" className="px-4 py-2 font-semibold">
                {t('legal:cookies.columns.duration')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {cookies.map((cookie) => (
              <tr key={cookie.key} className="align-top">
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  {cookie.name ? (
                    <code className="font-mono">{cookie.name}</code>
                  ) : (
                    t('legal:cookies.items.session.name')
                  )}
                </th>
                <td className="px-4 py-3 text-slate-700">{t(`legal:cookies.items.${cookie.key}.purpose`)}</td>
                <td className="min-w-32 px-4 py-3 text-slate-700">
                  {t(`legal:cookies.items.${cookie.key}.duration`)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </LegalDocument>
  );
}
