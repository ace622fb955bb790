/** The part of oidc-provider 9 (no bundled types) that this service uses. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    returnTo: string;
  }

  export interface AccountLike {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface GrantLike {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  export interface ClientLike {
    clientId: string;
    redirectUris: string[];
  }

  export interface KoaContextLike {
    oidc: {
      client?: ClientLike;
      params?: Record<string, unknown>;
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
      provider: Provider;
    };
    type: string;
    body: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    proxy: boolean;
    readonly issuer: string;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantLike;
      find(id: string): Promise<GrantLike | undefined>;
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  export default Provider;
}
