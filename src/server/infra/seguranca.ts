/** Security headers of every answer (OWASP ASVS L2): no inline script, no framing, no sniffing. */
export const CABECALHOS_SEGURANCA: Record<string, string> = {
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    // react-hot-toast injects its stylesheet at run time; scripts stay external only
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    // the presentation videos and their captions are the portal's own files (public/videos/)
    "media-src 'self'",
    // no page frames anything (the term is page text now; its PDF opens as a top-level document)
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

/**
 * State-changing calls refuse cross-site requests: a browser says where a request comes from
 * (Sec-Fetch-Site, Origin); anything but this very origin is refused. Clients that send
 * neither (curl, tests) are not browsers and carry no ambient cookie risk.
 */
export function requisicaoDeOutroSite(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return false;
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origem = request.headers.get('origin');
  if (!origem) return false;
  return origem !== new URL(request.url).origin;
}
