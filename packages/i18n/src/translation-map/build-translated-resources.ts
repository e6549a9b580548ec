/** The API's translation map: English phrase -> the phrase in the configured language. */
export type TranslationMap = Readonly<Record<string, string>>;

export type ResourceTree = { [key: string]: string | ResourceTree };

/**
 * How a phrase-keyed map meets keyed resources: each key takes the map's translation of its English value,
 * and a key whose English value the map lacks stays out, so it falls back to English.
 */
export function buildTranslatedResources(english: ResourceTree, map: TranslationMap): ResourceTree {
  const translated: ResourceTree = {};
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string') {
      const translation = Object.hasOwn(map, value) ? map[value] : undefined;
      if (translation) translated[key] = translation;
      continue;
    }
    const branch = buildTranslatedResources(value, map);
    if (Object.keys(branch).length > 0) translated[key] = branch;
  }
  return translated;
}

/** Keeps the string entries of what the translation call answered; anything else is not a map. */
export function parseTranslationMap(answer: unknown): TranslationMap {
  if (typeof answer !== 'object' || answer === null || Array.isArray(answer)) return {};
  return Object.fromEntries(Object.entries(answer).filter(([, value]) => typeof value === 'string'));
}
