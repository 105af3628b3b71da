/** Spec §5: tags are trimmed, ignored if blank or already there (whatever their case). */
export function addTag(tags: readonly string[], input: string): string[] {
  const tag = input.trim();
  if (!tag || tags.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...tags];
  return [...tags, tag];
}

export function removeTag(tags: readonly string[], tag: string): string[] {
  return tags.filter((t) => t !== tag);
}
