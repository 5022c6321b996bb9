/** Who the passkeys belong to: the station's public address (never a request's Host) and its name. */
export interface RelyingParty {
  rpID: string;
  origin: string;
  rpName: string;
}

/**
 * The relying party for the station's public address. WebAuthn needs a name, not a bare IP
 * address: a station whose address is this machine's loopback IP is `localhost` to passkeys
 * (browsers treat both as this machine); one reached only at another bare IP cannot offer them.
 */
export function relyingPartyOf(address: string, rpName: string): RelyingParty {
  const url = new URL(address);
  if (url.hostname === '127.0.0.1' || url.hostname === '[::1]') url.hostname = 'localhost';
  return { rpID: url.hostname, origin: url.origin, rpName };
}
