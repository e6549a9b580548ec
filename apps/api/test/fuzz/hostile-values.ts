import fc from 'fast-check';

// Values a careless or hostile caller sends in place of the expected ones.

/** Characters the database or a parser chokes on, alone and inside ordinary text. */
export const hostileTexts = [
  '\u0000',
  'Ada\u0000Lovelace',
  '\u0001\u0002\u0007\u001b[31m',
  '\uD83D',
  'broken \uDE00 pair',
  '\\u0000',
  "Robert'); DROP TABLE candidates;--",
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '%00',
  '%s%n%x',
  '${7*7}{{7*7}}',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '99999999999999999999999',
  '2147483648',
  ' ',
  '',
  'null',
  'true',
  '[]',
  '{}',
  '\u202Eevil\u202C',
  'Zoë 山田 👍🏽',
] as const;

const hugeTexts = ['x'.repeat(70_000), '\u0000'.repeat(5_000), '9'.repeat(5_000)];

const hostileNumbers = [
  -1,
  0,
  0.5,
  -0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  1e308,
  -1e308,
  1e-300,
] as const;

function deeplyNested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
}

/** Objects whose own keys try to reach a prototype when merged or assigned. */
const prototypeKeyObjects = [
  JSON.parse('{"__proto__":{"isAdmin":true,"polluted":true}}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":true}}}'),
  JSON.parse('{"prototype":{"polluted":true},"toString":"x","hasOwnProperty":1}'),
] as const;

/** A text that a person would not type: control characters, lone surrogates, injections, huge runs. */
export const hostileText = (): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...hostileTexts) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0008', '\u001f', '\uD800'))
        .map(([text, bad]) => `${text}${bad}${text}`),
    },
    { weight: 1, arbitrary: fc.constantFrom(...hugeTexts) },
  );

/** Any JSON value a field might receive instead of the one it expects. */
export const hostileValue = (): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 6, arbitrary: hostileText() },
    { weight: 3, arbitrary: fc.constantFrom(...hostileNumbers) },
    { weight: 1, arbitrary: fc.integer() },
    { weight: 2, arbitrary: fc.constantFrom(true, false, null, [], {}) },
    { weight: 2, arbitrary: hostileText().map((text) => [text, text]) },
    { weight: 1, arbitrary: fc.constantFrom(...prototypeKeyObjects) },
    { weight: 1, arbitrary: fc.constantFrom(deeplyNested(60), deeplyNested(2_000)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );

/** Percent-encodes text for a URL; a lone surrogate, which encodeURIComponent refuses, becomes bytes no UTF-8 decoder accepts. */
export function encodeForUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

/** A path segment as it might arrive: a wrong number, a wrong type, an encoded control character. */
export const hostilePathSegment = (): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(
      '0',
      '-1',
      '1.5',
      '1e3',
      '0x10',
      '2147483648',
      '99999999999999999999',
      'NaN',
      'null',
      'undefined',
      '__proto__',
      'constructor',
      '%00',
      '%C0%80',
      '%E0%A4%A',
      '%',
      '%25',
      '..%2F..%2Fetc',
      '%20',
      'a'.repeat(3_000),
      '%F0%9F%91%8D',
    ),
    hostileText().map((text) => encodeForUrl(text.slice(0, 3_000))),
  );

/** A query string built by hand: repeated keys, bracket keys, bad percent-encoding, hostile values. */
export const hostileQueryPairs = (names: readonly string[]): fc.Arbitrary<string[]> =>
  fc.array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .tuple(fc.constantFrom(...names, 'subdomain', 'page', 'size', 'sort', 'q'), hostileText())
          .map(([name, value]) => `${encodeForUrl(name)}=${encodeForUrl(value.slice(0, 5_000))}`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...names, 'subdomain').map((name) => `${name}=%00&${name}=2&${name}[x]=3`),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '%',
          '%E0%A4%A=1',
          '__proto__[polluted]=1',
          'constructor[prototype][x]=1',
          '=&&=',
          'a=%ZZ',
        ),
      },
    ),
    { maxLength: 4 },
  );
