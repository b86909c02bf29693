/** The benches' command-line options: `--name=value` and bare `--flag`, read from argv as given. */

/** The value of `--name=value` (everything after the first `=`), or undefined when it is not given. */
export function option(argv: readonly string[], name: string): string | undefined {
  return argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** `--name=N` as a number, or `fallback` when it is not given. */
export function numberOption(argv: readonly string[], name: string, fallback: number): number {
  const value = option(argv, name);
  return value === undefined ? fallback : Number(value);
}
