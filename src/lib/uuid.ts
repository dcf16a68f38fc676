// SPEC 5: ids may be checked as version-4 UUIDs (version nibble 4, RFC 4122 variant 8, 9, a or b).
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export function isUuidV4(value: unknown): value is string {
  return typeof value === 'string' && UUID_V4.test(value);
}

export function newId(): string {
  return crypto.randomUUID();
}
