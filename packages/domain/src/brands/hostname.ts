// Host names arrive as `location.hostname`, `location.host` or a Host header: one normal form for all rules.

export type ParsedHost = { readonly hostname: string; readonly port: string };

/** Lower-cases, trims, drops a trailing dot and splits off a port (`[::1]:8080` and `a.localhost:8080` too). */
export function parseHost(host: string): ParsedHost {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    if (end === -1) return { hostname: value, port: '' };
    const rest = value.slice(end + 1);
    return { hostname: value.slice(1, end), port: rest.startsWith(':') ? rest.slice(1) : '' };
  }
  const colons = value.split(':').length - 1;
  // More than one colon is a bare IPv6 address, which carries no port.
  if (colons === 1) {
    const [name = '', port = ''] = value.split(':');
    return { hostname: stripTrailingDot(name), port };
  }
  return { hostname: stripTrailingDot(value), port: '' };
}

export function normalizeHostname(host: string): string {
  return parseHost(host).hostname;
}

function stripTrailingDot(value: string): string {
  return value.endsWith('.') ? value.slice(0, -1) : value;
}
