import { describe, expect, it } from 'vitest';
import { formatMemberCode, memberCode, parseMemberCode } from './member-code';

const DEMO_IDS = ['0001', '0002', '0003', '0004'].map((n) => `5d1f1c1e-7c1a-4b8e-9a51-0d7c6b2a${n}`);

describe('a member code', () => {
  it('is eight characters of Crockford base32, the same for the same id on every call', () => {
    const code = memberCode(DEMO_IDS[0]!);
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(memberCode(DEMO_IDS[0]!)).toBe(code);
  });

  it('differs for ids that differ only in their last characters', () => {
    expect(new Set(DEMO_IDS.map(memberCode)).size).toBe(DEMO_IDS.length);
  });

  it('rarely collides: 10,000 random ids give at most a couple of shared codes', () => {
    const codes = new Set<string>();
    for (let n = 0; n < 10_000; n++) codes.add(memberCode(crypto.randomUUID()));
    expect(codes.size).toBeGreaterThanOrEqual(9_998);
  });

  it('is shown in two groups of four', () => {
    expect(formatMemberCode('7K2M9QXD')).toBe('7K2M-9QXD');
  });
});

describe('reading a typed code', () => {
  it.each([
    ['7K2M-9QXD', '7K2M9QXD'],
    [' 7k2m 9qxd ', '7K2M9QXD'],
    ['7k2m9qxd', '7K2M9QXD'],
    ['OI2M-9QXL', '012M9QX1'],
  ])('reads %j as %j', (typed, code) => {
    expect(parseMemberCode(typed)).toBe(code);
  });

  it.each([[''], ['7K2M'], ['7K2M-9QXD-1'], ['7K2M-9QXU'], ['7K2M-9QX!']])('refuses %j', (typed) => {
    expect(parseMemberCode(typed)).toBeNull();
  });

  it('reads back every code it makes, as shown', () => {
    for (const id of DEMO_IDS) expect(parseMemberCode(formatMemberCode(memberCode(id)))).toBe(memberCode(id));
  });
});
