const BOT_PATTERN =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator|whatsapp|lighthouse|headlesschrome\/.*(pagespeed|gtmetrix)|python-requests|curl|wget/i;

/** Crawlers and link previewers get no error page (SPEC §2). */
export function isBot(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
