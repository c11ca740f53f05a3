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

  it('counts every address of one IPv6 /56 in one bucket (all its 256 /64 networks), and other /56s apart', () => {
    const bucket = toAddressBucket('2001:db8:1:200::1');
    expect(bucket).toBe('2001:db8:1:200::/56');
    // Another /64 inside the same /56, written long-hand and in capitals.
    expect(toAddressBucket('2001:0db8:0001:02ff:ffff:aaaa:bbbb:cccc')).toBe(bucket);
    expect(toAddressBucket('2001:DB8:1:2AB:0:0:0:99')).toBe(bucket);
    // The next /56 and the one before are other clients.
    expect(toAddressBucket('2001:db8:1:300::1')).toBe('2001:db8:1:300::/56');
    expect(toAddressBucket('2001:db8:1:1ff::1')).toBe('2001:db8:1:100::/56');
    expect(toAddressBucket('2001:db8:2:200::1')).not.toBe(bucket);
    expect(toAddressBucket('2001:db8::1')).toBe('2001:db8:0:0::/56');
    expect(toAddressBucket('2001:db8:0:ff::1')).toBe('2001:db8:0:0::/56');
    expect(toAddressBucket('::1')).toBe('0:0:0:0::/56');
    expect(toAddressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/56');
    expect(toAddressBucket('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/56');
  });

  it('gives a client rotating through the 256 networks of its /56 one bucket', () => {
    const buckets = new Set(Array.from({ length: 256 }, (_, i) => toAddressBucket(`2001:db8:abcd:12${i.toString(16).padStart(2, '0')}::${i + 1}`)));
    expect([...buckets]).toEqual(['2001:db8:abcd:1200::/56']);
  });
});
