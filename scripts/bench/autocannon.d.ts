// The part of autocannon 8's programmatic API the benchmarks use (the package ships no types).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  export interface AutocannonRequest {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string | Buffer
    /** Returns the request to send; called before each request of a connection. */
    setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest
  }

  export interface AutocannonOptions extends AutocannonRequest {
    url: string
    connections?: number
    /** Seconds. */
    duration?: number
    /** Total requests; overrides `duration`. */
    amount?: number
    /** Seconds before a request counts as a timeout. */
    timeout?: number
    requests?: AutocannonRequest[]
  }

  export interface Histogram {
    average: number
    stddev: number
    min: number
    max: number
    p50: number
    p99: number
  }

  export interface AutocannonResult {
    requests: Histogram
    latency: Histogram
    throughput: Histogram
    /** Seconds. */
    duration: number
    errors: number
    timeouts: number
    non2xx: number
    statusCodeStats: Record<string, { count: number }>
  }

  export interface AutocannonInstance extends EventEmitter, PromiseLike<AutocannonResult> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void): this
  }

  export default function autocannon(options: AutocannonOptions): AutocannonInstance
}
