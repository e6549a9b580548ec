// §3 text settings that name an organisation's marketing tags (§4: loaded only after cookie consent). They
// are public by nature (any page that loads a tag shows its id), so the careers site may read them.

export const marketingTagKeys = ['gtmId', 'gtmScriptUrl', 'pixelUrl', 'facebookPixelId'] as const;
export type MarketingTagKey = (typeof marketingTagKeys)[number];

/** Only the marketing-tag entries of an organisation's text settings. */
export function pickMarketingTags(
  text: Readonly<Record<string, string>>,
): Partial<Record<MarketingTagKey, string>> {
  const tags: Partial<Record<MarketingTagKey, string>> = {};
  for (const key of marketingTagKeys) if (text[key]) tags[key] = text[key];
  return tags;
}
