import swagger from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { PROTOCOL_HEADER, PROTOCOL_VERSION } from '../../schemas/api';

export const API_PREFIX = '/api/v1';

const apiRoutes = new WeakMap<FastifyInstance, RouteOptions[]>();

/** Every /api/v1 route as it was declared, with its schema and handler. */
export function apiRoutesOf(app: FastifyInstance): readonly RouteOptions[] {
  return apiRoutes.get(app) ?? [];
}

const isApiRoute = (url: string) => url === API_PREFIX || url.startsWith(`${API_PREFIX}/`);

/**
 * Collects the OpenAPI document of /api/v1 from the routes' own schemas (`app.swagger()`). Must be
 * called before any route is added: routes are seen as they are declared. The sign-in issuer and the
 * app's files are left out.
 */
export async function openApi(app: FastifyInstance): Promise<void> {
  const routes: RouteOptions[] = [];
  apiRoutes.set(app, routes);
  app.addHook('onRoute', (route) => {
    // Fastify adds a HEAD twin of every GET, which answers the same.
    if (isApiRoute(route.url ?? '') && route.method !== 'HEAD') routes.push(route);
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Meetverse API',
        version: '1',
        description: `Replication requests name the protocol version they speak in the ${PROTOCOL_HEADER} header (now ${PROTOCOL_VERSION}); another version is refused with a 409.`,
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url }) => ({ schema: isApiRoute(url) ? schema : { ...schema, hide: true }, url }),
  });
}
