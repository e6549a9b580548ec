// GSM 03.38 default alphabet (basic table), as characters; the escape code 0x1B is not a typeable character.
const gsmBasicCharacters =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';

// GSM 03.38 extension table, reached through the escape code.
const gsmExtensionCharacters = '\f^{}\\[~]|€';

const gsmCharacters: ReadonlySet<string> = new Set([...gsmBasicCharacters, ...gsmExtensionCharacters]);

/** Characters per message tier (spec §5): up to 160 is 1 message, up to 320 is 2, up to 480 is 3. */
export const smsMessageLimits = [160, 320, 480] as const;

/** True when every character is in the GSM 03.38 basic set or its extension table (spec §5). */
export function isGsmText(text: string): boolean {
  return findNonGsmCharacters(text).length === 0;
}

/** The distinct characters outside the GSM set, in order of first appearance, so the UI can name them. */
export function findNonGsmCharacters(text: string): string[] {
  const found: string[] = [];
  for (const character of text) {
    if (!gsmCharacters.has(character) && !found.includes(character)) found.push(character);
  }
  return found;
}

/**
 * Number of text messages the content needs, or null beyond 480 characters (no label is shown).
 * Decision: characters are counted as the user sees them (code points), extension characters as one,
 * because the spec's counter is stated in characters; empty text needs 0 messages.
 */
export function countSmsMessages(text: string): number | null {
  const length = [...text].length;
  if (length === 0) return 0;
  const index = smsMessageLimits.findIndex((limit) => length <= limit);
  return index === -1 ? null : index + 1;
}
