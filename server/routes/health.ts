import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { answer, operation } from '../http/openapi';

const healthSchema = Type.Object({ status: Type.Literal('ok') });

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    { schema: operation({ operationId: 'getHealth', tag: 'service', summary: 'Whether the server is up', access: 'public', readsDatabase: false, answers: { 200: answer(healthSchema, 'The server is up') } }) },
    async () => ({ status: 'ok' }),
  );
}
