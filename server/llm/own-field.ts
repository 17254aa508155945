/**
 * A field of what the LLM sent, only if the object itself has it: `constructor`, `__proto__`,
 * `toString` and the rest of Object.prototype are never read as an answer.
 */
export function ownField(value: unknown, name: string): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined
  return Object.hasOwn(value, name) ? (value as Record<string, unknown>)[name] : undefined
}
