import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { resources } from '@studiolo/i18n';

export type PageTitleKey = keyof (typeof resources)['it']['common']['pageTitles'];

/** What a route declares in its `handle`: the key of its title in common:pageTitles. */
export interface RouteHandle {
  title: PageTitleKey;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The translated title of the deepest route that declares one. */
export function usePageTitle(): string | undefined {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  return handle ? t(`pageTitles.${handle.title}`) : undefined;
}

/** Keeps `document.title` in step with the screen and the language. */
export function useDocumentTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = title ? `${title} · ${appName}` : appName;
  }, [title, appName]);
}
