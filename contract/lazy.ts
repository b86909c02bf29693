/**
 * A value built on first use and kept, for what a module would otherwise build at load: a new isolate runs every
 * module's top level before its first request, whether or not that request needs the value (schemas, formatters,
 * tables; bench/README.md, "Where startup goes"). The value is immutable once built, so keeping it is not state.
 * @module
 */
export function lazy<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
