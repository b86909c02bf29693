/**
 * Fault injection at the binding boundary: wrappers around the real KV
 * namespaces and the real Cache API that throw, hang or return garbage, handed
 * to the worker in place of the real ones. The code under test is not mocked.
 */
export type FaultMode = 'throws' | 'hangs' | 'garbage';

const never = () => new Promise<never>(() => undefined);
const boom = (what: string) => Promise.reject(new Error(`${what}: injected failure`));

export function faultyKv(real: KVNamespace, mode: FaultMode, name: string): KVNamespace {
  const fail = (what: string, garbage: unknown) =>
    mode === 'throws' ? boom(`${name}.${what}`) : mode === 'hangs' ? never() : Promise.resolve(garbage);
  return new Proxy(real, {
    get(target, property) {
      if (property === 'get') return () => fail('get', '\u0000\r\nLocation: //evil.example{"not":"a value"');
      if (property === 'put' || property === 'delete') return () => fail(String(property), undefined);
      if (property === 'list') return () => fail('list', { keys: 'garbage' });
      const value = Reflect.get(target, property);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function faultyCache(real: Cache, mode: FaultMode): Cache {
  // Junk under a plausible header (worker/cache/edge-objects.ts): one fresh part, of another object's length.
  const junk = () => {
    const parts = JSON.stringify([['', 1024, Date.now(), 0, 0, '']]);
    return new Response('\u0000{{not json', { headers: { 'x-masthead-parts': parts } });
  };
  return {
    match: () => (mode === 'throws' ? boom('cache.match') : mode === 'hangs' ? never() : Promise.resolve(junk())),
    put: () => (mode === 'throws' ? boom('cache.put') : mode === 'hangs' ? never() : Promise.resolve(undefined)),
    delete: (request: RequestInfo) => real.delete(request),
  } as unknown as Cache;
}
