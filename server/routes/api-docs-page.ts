type Schema = {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  description?: string;
};
type Parameter = { name: string; in: string; required?: boolean; description?: string; schema?: Schema };
type Operation = { summary?: string; description?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
export type ApiDocument = {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, unknown> | undefined>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);

function typeOf(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map(typeOf).join(' | ');
  if (schema.type === 'array') return `array of ${typeOf(schema.items)}`;
  return Array.isArray(schema.type) ? schema.type.join(' | ') : (schema.type ?? 'any');
}

const row = (cells: string[]) => `<tr>${cells.map((cell) => `<td>${cell}</td>`).join('')}</tr>`;

function table(caption: string, rows: string[]): string {
  if (rows.length === 0) return '';
  const head = ['name', 'in', 'type', 'required', 'notes'].map((name) => `<th scope="col">${name}</th>`).join('');
  return `<table><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function bodyRows(schema: Schema | undefined): string[] {
  const object = schema?.type === 'array' ? schema.items : schema;
  const where = schema?.type === 'array' ? 'body[]' : 'body';
  if (!object?.properties) return [row(['(the body)', 'body', escape(typeOf(schema)), 'yes', ''])];
  return Object.entries(object.properties).map(([name, property]) =>
    row([`<code>${escape(name)}</code>`, where, escape(typeOf(property)), object.required?.includes(name) ? 'yes' : 'no', escape(property.description ?? '')]),
  );
}

function operationSection(path: string, method: string, operation: Operation): string {
  const parameters = (operation.parameters ?? []).map((parameter) =>
    row([
      `<code>${escape(parameter.name)}</code>`,
      escape(parameter.in),
      escape(typeOf(parameter.schema)),
      parameter.required ? 'yes' : 'no',
      escape(parameter.description ?? parameter.schema?.description ?? ''),
    ]),
  );
  const body = operation.requestBody ? bodyRows(Object.values(operation.requestBody.content ?? {})[0]?.schema) : [];
  return [
    `<section><h2><code>${method.toUpperCase()}</code> <code>${escape(path)}</code></h2>`,
    operation.summary ? `<p>${escape(operation.summary)}</p>` : '',
    table('Parameters', parameters),
    table('Body', body),
    '</section>',
  ].join('');
}

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem}
table{border-collapse:collapse;margin:.5rem 0 1rem;width:100%}caption{text-align:left;font-weight:600}
th,td{border:1px solid #8884;padding:.25rem .5rem;text-align:left;vertical-align:top}
section{border-top:1px solid #8886;padding-top:.5rem}h2{font-size:1.1rem}`;

/**
 * The API's document as a page to read: every route with its method, summary, parameters and body.
 * Rendered on the server with no script, as the content security policy wants.
 */
export function renderApiDocsPage(document: ApiDocument): string {
  const sections = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item?.[method]).map((method) => operationSection(path, method, item?.[method] as Operation)),
  );
  const { title, version, description } = document.info;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main><h1>${escape(title)}, version ${escape(version)}</h1>
${description ? `<p>${escape(description)}</p>` : ''}<p><a href="openapi.json">The OpenAPI document</a></p>
${sections.join('\n')}</main></body></html>`;
}
