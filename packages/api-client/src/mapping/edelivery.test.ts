import { describe, expect, it } from 'vitest';
import { toEdeliveryStatus } from './edelivery.ts';

describe('edelivery status mapping', () => {
  it('reads an opt-out answer as not enrolled with no address', () => {
    expect(toEdeliveryStatus({ message: 'SUCCESS', 'OPT-IN-DSP-IND': 'N', 'EDLV-EMAIL': '' })).toEqual({ enrolled: false, email: null });
  });
});
