/**
 * A member's short code, shown under their QR code for when a camera is refused or absent: eight
 * characters of Crockford's base32 (no I, L, O or U, so nothing reads as another) made from a hash of
 * their id, printed in two groups ('7K2M-9QXD'). Every device computes it from the id alone, so a code
 * typed offline finds the member among the profiles already on the device. 40 bits: two members of a
 * community of 10,000 share one with a chance of about 1 in 20,000, and a lookup lists both.
 */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const MEMBER_CODE_LENGTH = 8;

/** 32-bit FNV-1a over the UTF-16 code units of `text`, started from `seed`. */
function fnv1a(text: string, seed: number): number {
  let hash = seed >>> 0;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The member's code without its hyphen, e.g. '7K2M9QXD'. */
export function memberCode(userId: string): string {
  // Two independent 32-bit hashes give the 40 bits: 20 from each.
  const high = fnv1a(userId, 0x811c9dc5) >>> 12;
  const low = fnv1a(userId, 0x050c5d1f) >>> 12;
  let bits = BigInt(high) * 2n ** 20n + BigInt(low);
  let code = '';
  for (let index = 0; index < MEMBER_CODE_LENGTH; index++) {
    code = ALPHABET[Number(bits & 31n)] + code;
    bits >>= 5n;
  }
  return code;
}

/** The code as shown: two groups of four. */
export const formatMemberCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/**
 * What a member typed, read as a code: case, spaces and hyphens do not matter, and the letters that
 * look like digits read as them (O as 0, I and L as 1). Null when it cannot be a code.
 */
export function parseMemberCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== MEMBER_CODE_LENGTH) return null;
  return [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}
