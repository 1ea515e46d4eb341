import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isCachedValue } from '../lib/response-cache';

/**
 * The zod response serializer, remembered per cached response object. Hot reads answer with the same
 * frozen object from the response cache until a write invalidates it, so each is encoded and stringified
 * once rather than on every request. Any other object is serialised afresh every time, so a route that
 * answers with an object it changed never sends stale JSON.
 */
export const memoisingSerializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const serialize = zodSerializerCompiler(routeSchema);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (!isCachedValue(data)) return serialize(data);
    const cached = data as object;
    let json = serialized.get(cached);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(cached, json);
    }
    return json;
  };
};
