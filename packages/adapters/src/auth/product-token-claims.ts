import type { ProductTokenClaims } from '@taxdep/domain/ports';

/**
 * Reads the claims of a product token (docs/product/entities.md "Token claims") without verifying it: the browser only needs
 * them to know when to renew and who the user is; the service verifies the signature on every call.
 */
export function readProductTokenClaims(token: string): ProductTokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(decodeBase64Url(payload)) as Record<string, unknown>;
    const userId = Number(json.sub);
    if (!Number.isSafeInteger(userId) || typeof json.uid !== 'string' || typeof json.exp !== 'number') {
      return null;
    }
    const pad = json.pad;
    return {
      userId,
      userUid: json.uid,
      policyAcceptedDate: typeof pad === 'string' ? pad : null,
      expiresAt: json.exp,
    };
  } catch {
    return null;
  }
}

function decodeBase64Url(text: string): string {
  const base64 = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(text.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}
