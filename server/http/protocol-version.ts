import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PROTOCOL_HEADER, PROTOCOL_MISMATCH, PROTOCOL_VERSION, UNNAMED_PROTOCOL_VERSION } from '../../schemas/api';
import { HttpError } from '../http-error';

const PROTOCOL_MISMATCH_MESSAGE = 'This app is out of date: reload to get the new version';

/** The version a request speaks: the one it names, or version 1 for an app made before the header. */
export function requestedProtocol(header: string | string[] | undefined): string {
  if (header === undefined) return String(UNNAMED_PROTOCOL_VERSION);
  return Array.isArray(header) ? header.join(', ') : header.trim();
}

/**
 * Refuses a replication request that speaks another protocol version with a 409 `protocol_mismatch`,
 * before its body is read: that body may not even be valid in this version. Every answer names the
 * server's version, so a client can tell which side is behind.
 */
export async function checkProtocolVersion(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(PROTOCOL_HEADER, String(PROTOCOL_VERSION));
  if (requestedProtocol(request.headers[PROTOCOL_HEADER]) !== String(PROTOCOL_VERSION)) {
    throw new HttpError(409, PROTOCOL_MISMATCH, PROTOCOL_MISMATCH_MESSAGE);
  }
}

/** The header in a route's schema, so the API's document lists it. */
export const protocolHeaderSchema = Type.Object({
  [PROTOCOL_HEADER]: Type.Optional(
    Type.String({
      description: `The replication protocol version the client speaks (${PROTOCOL_VERSION}); another one is refused with a 409 '${PROTOCOL_MISMATCH}', none is taken as version ${UNNAMED_PROTOCOL_VERSION}.`,
    }),
  ),
});
