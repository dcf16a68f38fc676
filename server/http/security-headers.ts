import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { linksTo } from '../../schemas/app-links';
import type { ServerConfig } from '../config';

const originOf = (url: string | undefined) => (url ? URL.parse(url)?.origin : undefined);

/** PostHog serves its scripts (session replay among them) from an assets host beside its API host. */
export function analyticsOrigins(host: string | undefined): string[] {
  const origin = originOf(host);
  if (!origin) return [];
  const assets = origin.replace(/^https:\/\/(\w+)\.i\.posthog\.com$/, 'https://$1-assets.i.posthog.com');
  return [...new Set([origin, assets])];
}

/**
 * The content security policy of the app: its own origin, the identity provider and the analytics
 * host (when configured), no inline script, never framed. Styles may be inline: the UI library sets
 * its CSS variables and positions popovers through style attributes.
 */
export function appDirectives(config: Pick<ServerConfig, 'logto' | 'analytics' | 'publicUrl'>): Record<string, string[]> {
  const identity = [originOf(config.logto.endpoint)].filter((origin): origin is string => Boolean(origin));
  const analytics = config.analytics.key ? analyticsOrigins(config.analytics.host) : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...analytics],
    'style-src': ["'self'", "'unsafe-inline'"],
    // Profile pictures come from the identity provider's connectors (any https host).
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...identity, ...analytics],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'form-action': ["'self'", ...identity],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
  };
  if (config.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

const serialise = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

const SERVICE_WORKER = /^\/sw\.js(?:[?#]|$)/;
/** An event's big screen, a trailing slash or not. */
const isBigScreen = (url: string) => linksTo(url, '/events/$slugOrId/big-screen', { trailingSlash: true });

/**
 * Security headers on every response (nosniff, the policy above, no framing, no referrer beyond the
 * origin). An event's big screen may be framed by the origins in BIG_SCREEN_FRAME_ORIGINS, for venue
 * signage; nothing else may be framed at all.
 */
export async function securityHeaders(app: FastifyInstance, config: ServerConfig): Promise<void> {
  const directives = appDirectives(config);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
    // Sign-in redirects the window to the identity provider and back; a stricter opener policy is fine.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    hsts: config.publicUrl.startsWith('https://') ? { maxAge: 31_536_000 } : false,
  });
  // The service worker keeps profile pictures (any https host, as img-src allows) in its cache for
  // offline use, so its own fetches may reach those hosts; the page's policy stays as above.
  const serviceWorker = serialise({ ...directives, 'connect-src': [...(directives['connect-src'] ?? []), 'https:'] });
  app.addHook('onSend', async (request, reply, payload) => {
    if (SERVICE_WORKER.test(request.url)) reply.header('content-security-policy', serviceWorker);
    return payload;
  });
  if (config.bigScreenFrameOrigins.length === 0) return;
  const bigScreen = serialise({ ...directives, 'frame-ancestors': ["'self'", ...config.bigScreenFrameOrigins] });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isBigScreen(request.url)) {
      reply.header('content-security-policy', bigScreen);
      reply.removeHeader('x-frame-options');
    }
    return payload;
  });
}
