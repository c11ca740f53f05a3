import { describe, expect, it } from 'vitest';
import { parseWrkDuration, parseWrkReport } from './load.server';

const REPORT = `Running 10s test @ http://127.0.0.1:8080/
  2 threads and 32 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.20ms  340.00us   9.00ms   90.00%
  Latency Distribution
     50%    1.10ms
     75%    1.30ms
     90%    1.60ms
     99%    2.50ms
  263000 requests in 10.00s, 3.00GB read
  Socket errors: connect 0, read 2, write 0, timeout 1
  Non-2xx or 3xx responses: 4
Requests/sec:  26300.12
Transfer/sec:    300.00MB
`;

describe('wrk report', () => {
  it('reads rate, percentiles and every kind of error', () => {
    expect(parseWrkReport(REPORT)).toEqual({ rps: 26300.12, p50: 1.1, p99: 2.5, errors: 7 });
  });

  it('converts its units', () => {
    expect(parseWrkDuration('850.00us')).toBeCloseTo(0.85);
    expect(parseWrkDuration('1.02s')).toBe(1020);
    expect(parseWrkDuration('?')).toBeNaN();
  });
});
