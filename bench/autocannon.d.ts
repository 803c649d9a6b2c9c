// The part of autocannon (which ships no types) the load bench uses.
declare module "autocannon" {
  interface Options {
    url: string;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    /** Requests sent in turn on each connection (faces.bench.ts). */
    requests?: { method?: string; path: string }[];
  }
  interface Result {
    requests: { average: number; total: number };
    /** Milliseconds (decklists-pdf.bench.ts). */
    latency: { average: number; p50: number; p99: number; max: number };
    non2xx: number;
    errors: number;
    "2xx": number;
    statusCodeStats?: Record<string, { count: number }>;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
