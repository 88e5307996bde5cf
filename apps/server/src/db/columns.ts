// Values as the columns store them, the same on SQLite and PostgreSQL
// (docs/decisions/0002-database-conventions.md).

/** ISO-8601 UTC with milliseconds: sorts as text. */
export function toDbTime(date: Date): string {
  return date.toISOString();
}

export function fromDbTime(value: string): Date {
  return new Date(value);
}

export function toDbBool(value: boolean): 0 | 1 {
  return value ? 1 : 0;
}

/** SQLite gives 0/1 numbers; anything non-zero is true. */
export function fromDbBool(value: number | boolean): boolean {
  return Boolean(value);
}
