import { describe, expect, it } from 'vitest';
import { throttleAddressOf } from './client-address.ts';

describe('the address a throttle counts by', () => {
  it('keeps an IPv4 address', () => {
    expect(throttleAddressOf('203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts every address of one IPv6 /64 network together', () => {
    expect(throttleAddressOf('2001:db8:1:2::1')).toBe('2001:0db8:0001:0002::/64');
    expect(throttleAddressOf('2001:DB8:1:2:abcd:ef01:2345:6789')).toBe('2001:0db8:0001:0002::/64');
    expect(throttleAddressOf('2001:db8:1:3::1')).toBe('2001:0db8:0001:0003::/64');
    expect(throttleAddressOf('::1')).toBe('0000:0000:0000:0000::/64');
  });

  it('reads an IPv4 client behind an IPv6 socket as its IPv4 address', () => {
    expect(throttleAddressOf('::ffff:198.51.100.4')).toBe('198.51.100.4');
  });
});
