// Port blocking (Fetch Standard "Port blocking", its table as of whatwg/fetch 586cd2a, July
// 2026): fetch refuses an HTTP(S) or WebSocket URL whose port is a "bad port", a port of a protocol that an
// HTTP request could be made to speak (cross-protocol attacks).

/** The Fetch Standard's bad ports, the first column of its table (the services are in its second). */
export const BAD_PORTS: ReadonlySet<number> = new Set([
  0, 1, 7, 9, 11, 13, 15, 17, 19, 20, 21, 22, 23, 25, 37, 42, 43, 53, 69, 77, 79, 87, 95, 101, 102,
  103, 104, 109, 110, 111, 113, 115, 117, 119, 123, 135, 137, 139, 143, 161, 179, 389, 427, 465,
  512, 513, 514, 515, 526, 530, 531, 532, 540, 548, 554, 556, 563, 587, 601, 636, 989, 990, 993,
  995, 1719, 1720, 1723, 2049, 3659, 4045, 4190, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668,
  6669, 6679, 6697, 10080,
]);

/**
 * The schemes fetch blocks bad ports for: the Fetch Standard's "HTTP(S) scheme" (http, https), and
 * ws and wss, which the WebSockets Standard turns into http and https before it fetches
 * ("establish a WebSocket connection").
 */
export function isFetchedScheme(scheme: string): boolean {
  return scheme === 'http' || scheme === 'https' || scheme === 'ws' || scheme === 'wss';
}

/**
 * Fetch Standard "should request be blocked due to a bad port" step 2: an HTTP(S) URL (or a
 * WebSocket URL, fetched as one) whose port (the URL's own, null when it is the default) is a bad port.
 */
export function isBlockedPort(scheme: string, port: number | null): boolean {
  return port !== null && isFetchedScheme(scheme) && BAD_PORTS.has(port);
}
