/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    p50: number;
    p99: number;
    max: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends Request {
    /** called before each request; answers the request to send */
    setupRequest?: (request: Request) => Request;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    method?: string;
    body?: string;
    requests?: RequestSpec[];
    /** requests per second over all connections (a fixed offered load instead of as fast as possible) */
    overallRate?: number;
  }
  function autocannon(options: Options): Promise<Result>;
  namespace autocannon {
    export { Options, Request, Result };
  }
  export default autocannon;
}
