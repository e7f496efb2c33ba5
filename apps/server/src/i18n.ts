import i18next, { type TFunction } from 'i18next';
import { DEFAULT_LOCALE, type Locale } from '@studiolo/contracts';
import { namespaces, resources } from '@studiolo/i18n';

/** The same catalogues the web uses, so a message exists once (DESIGN.md, principle 3). */
const instance = i18next.createInstance();
void instance.init({
  resources,
  ns: [...namespaces],
  lng: DEFAULT_LOCALE,
  fallbackLng: DEFAULT_LOCALE,
  interpolation: { escapeValue: false },
  initAsync: false,
});

export function translator(locale: Locale): TFunction {
  return instance.getFixedT(locale);
}
