// What a form's fields become on the wire (§5): phones as their 10 digits
// (the (###) ###-#### mask stripped), text trimmed, empty optional fields left out.

export function phoneDigitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** `{ [key]: trimmed }`, or `{}` when the field is empty. */
export function optionalField<K extends string>(key: K, value: string | null | undefined): Partial<Record<K, string>> {
  const trimmed = value?.trim() ?? '';
  return trimmed ? ({ [key]: trimmed } as Record<K, string>) : {};
}
