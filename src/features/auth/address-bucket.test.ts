import { describe, expect, it } from 'vitest';
import { toAddressBucket } from './address-bucket';

describe('toAddressBucket', () => {
  it('keeps IPv4 addresses and unknown values as they are', () => {
    expect(toAddressBucket('203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressBucket('unknown')).toBe('unknown');
    expect(toAddressBucket('untrusted-forwarded')).toBe('untrusted-forwarded');
  });

  it('unwraps IPv4-mapped IPv6 addresses', () => {
    expect(toAddressBucket('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(toAddressBucket('::FFFF:127.0.0.1')).toBe('127.0.0.1');
  });

  it('counts every address of one IPv6 /64 in one bucket, and other /64s apart', () => {
    const bucket = toAddressBucket('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    expect(toAddressBucket('2001:0db8:0001:0002:ffff:aaaa:bbbb:cccc')).toBe(bucket);
    expect(toAddressBucket('2001:DB8:1:2:0:0:0:99')).toBe(bucket);
    expect(toAddressBucket('2001:db8:1:3::1')).not.toBe(bucket);
    expect(toAddressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(toAddressBucket('::1')).toBe('0:0:0:0::/64');
    expect(toAddressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(toAddressBucket('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});
