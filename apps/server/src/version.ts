import rootPackage from '../../../package.json' with { type: 'json' };

/** The product version, from the root package.json (bundled in at build time). */
export const VERSION: string = rootPackage.version;
