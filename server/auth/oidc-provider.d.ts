// oidc-provider ships no types: the part of its API the embedded issuer uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = {
    [key: string]: unknown;
    grantId?: string;
    uid?: string;
    userCode?: string;
    consumed?: number;
    jti?: string;
  };

  export type Adapter = {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  };

  export type Account = {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown> & { sub: string }> | (Record<string, unknown> & { sub: string });
  };

  export type Client = { clientId: string; clientAuthMethod: string; grantTypeAllowed(type: string): boolean };

  export type Token = {
    kind: string;
    accountId?: string;
    resourceServer?: { audience?: string };
    totalLifetime(): number;
    ttlPercentagePassed(): number;
    isSenderConstrained(): boolean;
  };

  /** Koa's context with the provider's `oidc` part; only what the issuer reads is typed. */
  export type KoaContextWithOIDC = {
    type: string;
    body: unknown;
    status: number;
    host: string;
    /** A request header ('' when absent). */
    get(field: string): string;
    set(field: string, value: string): void;
    oidc: {
      route: string;
      client?: Client;
      entities: { RefreshToken?: Token; Client?: Client };
    };
  };

  export type ResourceServerInfo = {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string } };
  };

  export type ErrorOut = { error: string; error_description?: string; state?: string };

  export type Configuration = {
    adapter?: (name: string) => Adapter;
    clients?: Record<string, unknown>[];
    jwks?: { keys: Record<string, unknown>[] };
    cookies?: {
      keys?: string[];
      names?: Record<string, string>;
      long?: Record<string, unknown>;
      short?: Record<string, unknown>;
    };
    responseTypes?: string[];
    scopes?: string[];
    claims?: Record<string, string[] | null>;
    conformIdTokenClaims?: boolean;
    extraParams?: string[];
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    features?: Record<string, Record<string, unknown>>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string> | string };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: Token) => Promise<Account | undefined>;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: Token) => Promise<Record<string, unknown> | undefined>;
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: Token) => Promise<boolean>;
    rotateRefreshToken?: (ctx: KoaContextWithOIDC) => boolean;
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: ErrorOut, error: Error) => Promise<void>;
    ttl?: Record<string, number | ((ctx: KoaContextWithOIDC, token: Token, client: Client) => number)>;
  };

  export type Grant = {
    accountId?: string;
    clientId?: string;
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  };

  export type GrantClass = {
    new (properties: { accountId: string; clientId: string }): Grant;
    find(id: string): Promise<Grant | undefined>;
  };

  export type Interaction = {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string; uid: string };
    grantId?: string;
    returnTo: string;
  };

  export type InteractionResults = {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId?: string };
    error?: string;
    error_description?: string;
  };

  export default class Provider {
    constructor(issuer: string, configuration: Configuration);
    issuer: string;
    proxy: boolean;
    readonly Grant: GrantClass;
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionResult(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<string>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: InteractionResults,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export const errors: {
    SessionNotFound: new (description?: string) => Error;
    InvalidTarget: new (description?: string) => Error;
  };
}
