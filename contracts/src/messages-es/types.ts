/**
 * A Spanish twin of a contracts messages object: the same keys, a sentence for each sentence and a
 * function of the same arguments for each function, so a missing or stray key fails the type-check.
 */
export type SpanishOf<T> = {
  readonly [K in keyof T]: T[K] extends (...args: infer A) => string ? (...args: A) => string : string;
};
