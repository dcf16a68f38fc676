import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';

/** The checked-in TypeScript description of the API, which the app's clients are typed from. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../schemas/openapi.gen.ts', import.meta.url));

const HEADER = `/**
 * The types of the API, made from its OpenAPI document (/api/v1/openapi.json). Never edited by hand:
 * \`npm run api:types\` writes it again, and a test fails when it no longer matches the document.
 */

`;

/** The TypeScript description of an OpenAPI document: its paths, operations and components. */
export async function apiTypesOf(document: unknown): Promise<string> {
  const nodes = await openapiTS(JSON.parse(JSON.stringify(document)) as OpenAPI3, { silent: true, alphabetize: false });
  return HEADER + astToString(nodes);
}
