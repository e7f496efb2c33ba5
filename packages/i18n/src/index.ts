import itCommon from '../it/common.json' with { type: 'json' };
import itDev from '../it/dev.json' with { type: 'json' };
import itErrors from '../it/errors.json' with { type: 'json' };
import itLegal from '../it/legal.json' with { type: 'json' };
import itMarketing from '../it/marketing.json' with { type: 'json' };
import itValidation from '../it/validation.json' with { type: 'json' };
import enCommon from '../en/common.json' with { type: 'json' };
import enDev from '../en/dev.json' with { type: 'json' };
import enErrors from '../en/errors.json' with { type: 'json' };
import enLegal from '../en/legal.json' with { type: 'json' };
import enMarketing from '../en/marketing.json' with { type: 'json' };
import enValidation from '../en/validation.json' with { type: 'json' };

/** One namespace per domain; every user-facing string lives in `<lang>/<namespace>.json`. */
export const namespaces = ['common', 'errors', 'validation', 'marketing', 'legal', 'dev'] as const;
export type Namespace = (typeof namespaces)[number];
export const defaultNamespace = 'common' satisfies Namespace;

const it = {
  common: itCommon,
  errors: itErrors,
  validation: itValidation,
  marketing: itMarketing,
  legal: itLegal,
  dev: itDev,
} satisfies Record<Namespace, object>;

/** The Italian catalogue is the reference: English must have exactly the same keys. */
export type Catalogue = typeof it;

type SameKeys<T> = {
  [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]>;
};

const en: SameKeys<Catalogue> = {
  common: enCommon,
  errors: enErrors,
  validation: enValidation,
  marketing: enMarketing,
  legal: enLegal,
  dev: enDev,
};

export const resources = { it, en } as const;
export type Resources = typeof resources;
