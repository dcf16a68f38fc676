/** The fields whose values differ between two states of a document (an absent field and null are the same). */
export function changedFields(before: object, after: object): string[] {
  const a: Record<string, unknown> = { ...before };
  const b: Record<string, unknown> = { ...after };
  return [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((key) => JSON.stringify(a[key] ?? null) !== JSON.stringify(b[key] ?? null));
}
