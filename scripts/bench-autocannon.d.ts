/** The slice of autocannon 9's programmatic API that scripts/bench-api.ts uses (the package ships no types). */
declare module 'autocannon' {
  /** Percentile statistics of one measure (hdr-histogram-percentiles-obj). */
  export interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  /** Options of one load run. */
  export interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    title?: string;
    /** Requests sent in turn on each connection (scripts/bench-carteira.ts: several filters and pages; bench-saude.ts: POST bodies). */
    requests?: Array<{ method?: string; path?: string; headers?: Record<string, string>; body?: string }>;
  }

  /** What a finished run reports. */
  export interface Result {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    resets: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** Fires requests at `opts.url` and resolves with the run's statistics. */
  function autocannon(opts: Options): Promise<Result>;
  export default autocannon;
}
