// One way to give every benchmark its options: `--name` or `--name=value` after `--`
// (`npm run bench:lighthouse -- --runs=5 /login`), routes as plain arguments, `--help` lists them.
// An unknown or malformed option stops the run before anything is built.
import { parseArgs } from 'node:util'

type Option = { type: 'string' | 'boolean'; help: string }

export function benchOptions<const T extends Record<string, Option>>(command: string, options: T, argv = process.argv.slice(2)) {
  const spec = { ...options, help: { type: 'boolean', help: 'lists the options' } } as const
  const usage = () =>
    [`npm run ${command} -- [options] [route ...]`, ...Object.entries(spec).map(([name, { type, help }]) => `  --${name}${type === 'string' ? '=…' : ''}  ${help}`)].join('\n')
  let parsed
  try {
    parsed = parseArgs({ args: argv, options: spec, allowPositionals: true, strict: true })
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage()}`)
  }
  if ((parsed.values as Record<string, unknown>).help) {
    console.log(usage())
    process.exit(0)
  }
  return {
    values: parsed.values as { [K in keyof T]?: T[K]['type'] extends 'string' ? string : boolean },
    routes: parsed.positionals,
  }
}

/** A whole number ≥ 1 given as an option, or the default. */
export function count(value: string | undefined, name: string, fallback: number): number {
  if (value === undefined) return fallback
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name}: um número inteiro ≥ 1, não "${value}"`)
  return parsed
}
