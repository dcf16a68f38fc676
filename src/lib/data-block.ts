/**
 * The content of one of the page's JSON data blocks (the server writes them into a page it sends:
 * server/first-visit.ts), parsed; undefined when the page has none, or it is not JSON.
 */
export function readDataBlock(id: string, page: Pick<Document, 'getElementById'> | undefined = typeof document === 'undefined' ? undefined : document): unknown {
  const text = page?.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
