/**
 * `GET /api/client-config`: what the web shell needs to sign in (docs/product/README.md, docs/product/shell-and-sign-in.md), written by the service and read by
 * the shell. Nothing secret.
 */
export interface ClientConfig {
  authMode: 'msal';
  /** The MSAL client id. */
  clientId: string;
  protocolMode: 'OIDC' | 'AAD';
  knownAuthorities: string[];
  scopes: string[];
  /** docs/product/README.md: the main portal's sign-in (B2C policy) and the link views' sign-in. */
  authorities: { portal: string; link: string };
  /** The versioned API base, `/api/v1`. */
  apiBase: string;
  /** The version-less base holding `/authorize`, `/api`. */
  authorizeBase: string;
}
