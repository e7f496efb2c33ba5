import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_SETTINGS, type AppSettings } from '@studiolo/contracts';
import { createFormats, type Formats } from './formats';

const CalendarSettingsContext = createContext<AppSettings['calendar']>(DEFAULT_SETTINGS.calendar);

/** Gives the screens below the organization's date, time and phone settings (the defaults until they load). */
export function FormatsProvider({
  calendar,
  children,
}: {
  calendar: AppSettings['calendar'] | undefined;
  children: ReactNode;
}) {
  return (
    <CalendarSettingsContext.Provider value={calendar ?? DEFAULT_SETTINGS.calendar}>
      {children}
    </CalendarSettingsContext.Provider>
  );
}

/** The app's formatters (lib/formats.ts) for the organization's settings and the UI language. */
export function useFormats(): Formats {
  const { i18n } = useTranslation();
  const { hoursFormat, dateFormat, phoneFormat } = useContext(CalendarSettingsContext);
  const language = i18n.language;
  return useMemo(
    () => createFormats({ language, hoursFormat, dateFormat, phoneFormat }),
    [language, hoursFormat, dateFormat, phoneFormat],
  );
}
