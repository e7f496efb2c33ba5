import { describe, expect, it } from 'vitest';
import { isLoopback, proxyList, resolveClientAddress } from './client-address';

describe('resolveClientAddress', () => {
  const proxies = proxyList(['127.0.0.1', '10.0.0.0/8', '::1']);

  it('believes X-Forwarded-For only from a configured proxy', () => {
    expect(resolveClientAddress('192.0.2.1', '127.0.0.1', proxies)).toBe('192.0.2.1');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('::ffff:127.0.0.1', '198.51.100.7', proxies)).toBe('198.51.100.7');
    expect(resolveClientAddress('127.0.0.1', undefined, proxies)).toBe('127.0.0.1');
    expect(resolveClientAddress('127.0.0.1', '198.51.100.7', proxyList([]))).toBe('127.0.0.1');
  });

  it('takes the nearest address that is not a proxy, whatever a client prepends', () => {
    expect(resolveClientAddress('127.0.0.1', '127.0.0.1, 198.51.100.7, 10.1.2.3', proxies)).toBe(
      '198.51.100.7',
    );
    expect(resolveClientAddress('127.0.0.1', 'garbage, 10.1.2.3', proxies)).toBe('10.1.2.3');
    expect(isLoopback(resolveClientAddress('127.0.0.1', '127.0.0.1, 203.0.113.9', proxies))).toBe(false);
  });
});
