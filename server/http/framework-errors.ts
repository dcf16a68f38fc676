import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The longest path parameter the router passes on; the routes' own schemas set tighter limits. */
export const MAX_PARAM_LENGTH = 1000;

/**
 * Requests Fastify refuses before any route or hook runs (a path parameter over the router's limit,
 * a path that is not valid percent-encoding) are answered in the API's `{error, message}` shape.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.code(414).send({ error: 'uri_too_long', message: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters` });
  } else if (error.code === 'FST_ERR_BAD_URL') {
    void reply.code(400).send({ error: 'bad_request', message: 'The address is not valid: check its percent-encoding' });
  } else {
    request.log.error(error);
    void reply.code(500).send({ error: 'internal', message: 'Internal server error' });
  }
}
