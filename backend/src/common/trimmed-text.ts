/** A DTO field's `@Transform`: text arrives trimmed (so it is measured and stored without its edges); anything else as sent, for the validators to refuse. */
export function trimmedText({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}
