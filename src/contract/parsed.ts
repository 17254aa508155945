/** A request body, validated: its value, or why it was refused (`erro`, in Portuguese, for the 400). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; erro: string }
