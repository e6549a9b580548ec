import { describe, expect, it } from 'vitest';
import { parseNumberInput } from './parseNumber.ts';

describe('parseNumberInput', () => {
  it('reads whole and decimal numbers', () => {
    expect(parseNumberInput('42')).toBe(42);
    expect(parseNumberInput('2.5')).toBe(2.5);
  });

  it('gives null for an empty or non-numeric input', () => {
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput(' ')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
  });
});
