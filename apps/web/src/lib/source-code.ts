/**
 * Where every user gets the source of the running version (AGPL-3.0 §13): the server answers the
 * build's archive or redirects to the deployment's SOURCE_CODE_URL, so the link is the same everywhere.
 */
export const SOURCE_CODE_PATH = '/api/v1/public/source';
