import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';

/**
 * The zod response serializer, remembered per response object. Hot reads answer with the same cached
 * object until a write clears the response cache, so each is encoded and stringified once rather than on
 * every request. Cached values are never mutated, which is what makes this safe.
 */
export const memoisingSerializerCompiler: typeof zodSerializerCompiler = (routeSchema) => {
  const serialize = zodSerializerCompiler(routeSchema);
  const serialized = new WeakMap<object, string>();
  return (data) => {
    if (typeof data !== 'object' || data === null) return serialize(data);
    let json = serialized.get(data);
    if (json === undefined) {
      json = serialize(data);
      serialized.set(data, json);
    }
    return json;
  };
};
