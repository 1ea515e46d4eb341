import type { FastifyInstance } from 'fastify';

/** A route path's pattern: ':name' stands for one segment, '*' for the rest. */
function routePattern(url: string): RegExp {
  const parts = url.split(/(:\w+|\*)/).map((part) => {
    if (part === '*') return '.*';
    if (part.startsWith(':')) return '[^/]+';
    return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  });
  return new RegExp(`^${parts.join('')}/?$`);
}

/**
 * Learns which methods each route answers as the routes are added (call before any is), so that a wrong
 * method on a known path can be answered 405 with the methods that are allowed (RFC 9110), not 404.
 */
export function trackAllowedMethods(app: FastifyInstance): (pathname: string) => string[] {
  const routes = new Map<string, { pattern: RegExp; methods: Set<string> }>();
  app.addHook('onRoute', (route) => {
    let entry = routes.get(route.url);
    if (!entry) {
      entry = { pattern: routePattern(route.url), methods: new Set() };
      routes.set(route.url, entry);
    }
    for (const method of [route.method].flat()) entry.methods.add(method.toUpperCase());
  });
  return (pathname) => {
    const allowed = new Set<string>();
    for (const { pattern, methods } of routes.values()) {
      if (pattern.test(pathname)) for (const method of methods) allowed.add(method);
    }
    return [...allowed].sort();
  };
}
