// Issue 33, blind marking: each marker reads a question's answers in an order of their own, drawn from a seed,
// so no candidate is always marked first or last and the order is the same on every reload.

/** A 32-bit hash of text (cyrb53's mixing, folded): the seed of a marker's own order. */
export function hashOfText(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (h1 ^ h2) >>> 0;
}

/** Numbers in [0, 1) from a 32-bit seed (mulberry32): small, fast and the same on every engine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** The items in an order drawn from the seed text (Fisher-Yates); the same text gives the same order. */
export function seededShuffle<Item>(items: readonly Item[], seedText: string): Item[] {
  const random = seededRandom(hashOfText(seedText));
  const shuffled = [...items];
  for (let index = shuffled.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [shuffled[index], shuffled[other]] = [shuffled[other] as Item, shuffled[index] as Item];
  }
  return shuffled;
}

/**
 * A marker's own order of their answers to one question: the references sorted first (so the order does not
 * depend on how the database returned them), then shuffled by the round's seed, the marker and the question.
 */
export function markerOrder(
  references: readonly string[],
  seed: { round: string; markerId: number; questionId: number },
): string[] {
  const sorted = [...references].sort();
  return seededShuffle(sorted, `${seed.round}:${seed.markerId}:${seed.questionId}`);
}
