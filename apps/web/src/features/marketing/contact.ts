/** Public contact addresses shown on the site. */
export const CONTACT_EMAIL = 'info@studiolo.example';
export const PRIVACY_EMAIL = 'privacy@studiolo.example';
