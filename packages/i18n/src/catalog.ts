// The Norwegian catalog defines the keys; other languages are checked against its shape so a
// missing or misspelt key is a compile error rather than a blank label in production.

/** A complete translation of catalog `T`: every key present, every leaf a string. */
export type CatalogShape<T> = {
  [K in keyof T]: T[K] extends string ? string : CatalogShape<T[K]>;
};

/** A translation still in progress: any key may be missing and falls back to English at runtime. */
export type PartialCatalog<T> = {
  [K in keyof T]?: T[K] extends string ? string : PartialCatalog<T[K]>;
};
