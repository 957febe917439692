/** The shape every language provides: the same keys as English, any strings. */
export type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };
